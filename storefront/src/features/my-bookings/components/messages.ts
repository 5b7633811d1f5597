import type { TFunction } from 'i18next';
import { CANCELLATION_CLOSED_MESSAGE } from '@islandstay/shared/bookings/booking.schemas';
import { ApiError } from '../../../lib/api-client.ts';

/** The server's sentences this page knows, shown in the visitor's language; any other is shown as sent. */
const KNOWN: Record<string, string> = {
  [CANCELLATION_CLOSED_MESSAGE]: 'myBookings.cancel.closed',
  'This booking is already cancelled': 'myBookings.cancel.alreadyCancelled',
  'A completed stay cannot be cancelled': 'myBookings.cancel.completed',
  'A cancelled stay cannot be rated': 'myBookings.rating.cancelledStay',
  'Only a confirmed stay can be rated': 'myBookings.rating.notConfirmed',
  'You can rate a stay once you have checked out': 'myBookings.rating.notFinished',
  'Booking not found': 'myBookings.notFound',
};

/** Spec 8: where the server gives a reason it is shown in preference to the default. */
export function serverMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.isNetwork) return t('myBookings.networkError');
    const key = KNOWN[error.message];
    if (key) return t(key);
    if (error.status < 500 && error.message) return error.message;
  }
  return t(fallbackKey);
}

import type { TFunction } from 'i18next';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * docs/product.md#my-bookings: where the server gives a reason it is shown in preference to the default, in the
 * visitor's language by its code (web-common/src/errors); a code this app does not know is shown
 * in the server's words.
 */
export function serverMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.isNetwork) return t('myBookings.networkError');
  return refusalFor(error, t) ?? t(fallbackKey);
}

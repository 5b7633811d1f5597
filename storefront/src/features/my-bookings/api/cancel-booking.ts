import { mutate } from 'swr';
import { bookingResponseSchema } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { MY_BOOKINGS_KEY } from './get-my-bookings.ts';

/** Cancels one of the customer's bookings; the server refuses (409) within 48 hours of check-in. */
export async function cancelBooking(bookingId: string): Promise<void> {
  await apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, bookingResponseSchema, { method: 'POST' });
  await mutate(MY_BOOKINGS_KEY);
}

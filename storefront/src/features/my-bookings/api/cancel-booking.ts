import { api } from '@islandstay/shared/api/client';
import { refreshMyBookings } from './get-my-bookings.ts';

/** Cancels one of the customer's bookings; the server refuses (409) within 48 hours of check-in. */
export async function cancelBooking(bookingId: string): Promise<void> {
  await api.bookings.cancel({ params: { id: bookingId } });
  await refreshMyBookings();
}

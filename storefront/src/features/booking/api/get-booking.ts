import useSWR from 'swr';
import { bookingWithVillaResponseSchema, type BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export async function fetchBooking(id: string): Promise<BookingWithVillaDto> {
  return (await apiRequest(`/api/bookings/${encodeURIComponent(id)}`, bookingWithVillaResponseSchema)).data;
}

/** One of the signed-in customer's bookings; another customer's or an unknown id is a 404. */
export function useBooking(id: string, enabled: boolean) {
  return useSWR(enabled ? (['booking', id] as const) : null, ([, bookingId]) => fetchBooking(bookingId), { shouldRetryOnError: false });
}

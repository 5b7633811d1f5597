import useSWR from 'swr';
import { adminBookingListResponseSchema } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';

export const FIND_BOOKING_MIN = 2;
const FIND_BOOKING_LIMIT = 10;

/**
 * Find Booking (a development aid of the calendar): the staff booking list searched by reference,
 * guest or villa name, newest stays first, in the caller's scope as on the Bookings page.
 */
export function useFindBookings(text: string) {
  const search = text.trim();
  const key = search.length >= FIND_BOOKING_MIN ? withQuery('/api/admin/bookings', { search, status: 'all', sortBy: 'checkIn', sortOrder: 'desc', limit: FIND_BOOKING_LIMIT }) : null;
  const { data, error, isLoading } = useSWR(key, (path: string) => apiRequest(path, adminBookingListResponseSchema), { revalidateOnFocus: false, keepPreviousData: true });
  return { bookings: key ? (data?.bookings ?? []) : [], total: key ? (data?.total ?? 0) : 0, error: key ? error : undefined, isSearching: key !== null && isLoading, active: key !== null };
}

import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export const FIND_BOOKING_MIN = 2;
const FIND_BOOKING_LIMIT = 10;

/**
 * Find Booking (a development aid of the calendar): the staff booking list searched by reference,
 * guest or villa name, newest stays first, in the caller's scope as on the Bookings page.
 */
export function useFindBookings(text: string) {
  const search = text.trim();
  const active = search.length >= FIND_BOOKING_MIN;
  const input = active ? { query: { search, status: 'all', sortBy: 'checkIn', sortOrder: 'desc', limit: FIND_BOOKING_LIMIT } as const } : null;
  const { data, error, isLoading } = useApi(api.staffBookings.list, input, { revalidateOnFocus: false, keepPreviousData: true });
  return { bookings: active ? (data?.bookings ?? []) : [], total: active ? (data?.total ?? 0) : 0, error: active ? error : undefined, isSearching: active && isLoading, active };
}

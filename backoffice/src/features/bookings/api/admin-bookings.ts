import useSWR, { mutate } from 'swr';
import { adminBookingListResponseSchema, type BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { BOOKINGS_PAGE_SIZE, type BookingFilters } from '../hooks/booking-filters.ts';

export const ADMIN_BOOKINGS_PATH = '/api/admin/bookings';

export interface BookingPage {
  bookings: BookingWithVillaDto[];
  page: number;
  totalPages: number;
  total: number;
}

/** Every filter (status, search, villa, stays with a night in [from, to]) and the page go to the server. */
export function bookingsKey(filters: BookingFilters): string {
  return withQuery(ADMIN_BOOKINGS_PATH, {
    status: filters.status === 'all' ? undefined : filters.status,
    search: filters.search.trim() || undefined,
    villaId: filters.villa || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
    limit: BOOKINGS_PAGE_SIZE,
  });
}

async function fetchBookingPage(key: string): Promise<BookingPage> {
  const answer = await apiRequest(key, adminBookingListResponseSchema);
  return { bookings: answer.bookings, page: answer.page, totalPages: answer.totalPages, total: answer.total };
}

export function useAdminBookings(filters: BookingFilters) {
  const key = bookingsKey(filters);
  return useSWR([key], () => fetchBookingPage(key), { keepPreviousData: true });
}

/** After a change: every loaded bookings list (any filters) is read again. */
export function refreshBookingLists() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(ADMIN_BOOKINGS_PATH));
}

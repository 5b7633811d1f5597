import useSWR, { mutate } from 'swr';
import { adminBookingListResponseSchema, type BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { BOOKINGS_PAGE_SIZE, type BookingFilters } from '../hooks/booking-filters.ts';

export const ADMIN_BOOKINGS_PATH = '/api/admin/bookings';
/** Staff lists page up to 1000 (ARCHITECTURE 7). */
const CLIENT_FILTER_LIMIT = 1000;

export interface BookingPage {
  bookings: BookingWithVillaDto[];
  page: number;
  totalPages: number;
  total: number;
}

/**
 * GET /api/admin/bookings filters by status and search (reference, guest, villa) and pages on
 * the server. It takes no villa or date filter yet, so with either of those set the list loads
 * every booking matching the rest (up to 1000) and filters and pages here.
 */
function needsClientFilter(filters: BookingFilters): boolean {
  return filters.villa !== '' || filters.from !== '' || filters.to !== '';
}

export function bookingsKey(filters: BookingFilters): string {
  const client = needsClientFilter(filters);
  return withQuery(ADMIN_BOOKINGS_PATH, {
    status: filters.status === 'all' ? undefined : filters.status,
    search: filters.search.trim() || undefined,
    page: client ? 1 : filters.page,
    limit: client ? CLIENT_FILTER_LIMIT : BOOKINGS_PAGE_SIZE,
  });
}

/** A booking with a night inside [from, to] (check-out is not a night) and of the chosen villa. */
export function matchesClientFilters(booking: BookingWithVillaDto, filters: BookingFilters): boolean {
  if (filters.villa && booking.villaId !== filters.villa) return false;
  if (filters.from && booking.checkOut <= filters.from) return false;
  if (filters.to && booking.checkIn > filters.to) return false;
  return true;
}

async function fetchBookingPage(key: string, filters: BookingFilters): Promise<BookingPage> {
  const answer = await apiRequest(key, adminBookingListResponseSchema);
  if (!needsClientFilter(filters)) return { bookings: answer.bookings, page: answer.page, totalPages: answer.totalPages, total: answer.total };
  const matching = answer.bookings.filter((booking) => matchesClientFilters(booking, filters));
  const totalPages = Math.max(1, Math.ceil(matching.length / BOOKINGS_PAGE_SIZE));
  const start = (filters.page - 1) * BOOKINGS_PAGE_SIZE;
  return { bookings: matching.slice(start, start + BOOKINGS_PAGE_SIZE), page: filters.page, totalPages, total: matching.length };
}

export function useAdminBookings(filters: BookingFilters) {
  const key = bookingsKey(filters);
  // The client-side filters are part of the cache key: the same server page filtered two ways is two answers.
  return useSWR([key, filters.villa, filters.from, filters.to, filters.page], () => fetchBookingPage(key, filters), { keepPreviousData: true });
}

/** After a change: every loaded bookings list (any filters) is read again. */
export function refreshBookingLists() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(ADMIN_BOOKINGS_PATH));
}

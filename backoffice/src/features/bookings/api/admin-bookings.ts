import { api } from '@islandstay/shared/api/client';
import { revalidate, useApi } from '@islandstay/web-common/api/use-api';
import { BOOKINGS_PAGE_SIZE, type BookingFilters } from '../hooks/booking-filters.ts';

/** Every filter (status, payment status, search, villa, stays with a night in [from, to]) and the page go to the server. */
export function bookingsRead(filters: BookingFilters) {
  return {
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      paymentStatus: filters.payment === 'all' ? undefined : filters.payment,
      search: filters.search.trim() || undefined,
      villaId: filters.villa || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page: filters.page,
      limit: BOOKINGS_PAGE_SIZE,
    },
  };
}

/** The list's SWR key (its URL). */
export function bookingsKey(filters: BookingFilters): string {
  return api.staffBookings.list.key(bookingsRead(filters));
}

export function useAdminBookings(filters: BookingFilters) {
  return useApi(api.staffBookings.list, bookingsRead(filters), { keepPreviousData: true });
}

/** After a change: every loaded bookings list (any filters) is read again. */
export function refreshBookingLists() {
  return revalidate(api.staffBookings.list);
}

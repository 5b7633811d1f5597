import { useUrlListState } from '../../../lib/use-url-list-state.ts';
import { readBookingFilters, writeBookingFilters, type BookingFilters } from './booking-filters.ts';

const CLEARED: Partial<BookingFilters> = { search: '', status: 'all', payment: 'all', villa: '', from: '', to: '', page: 1 };

const BOOKINGS_URL_STATE = { read: readBookingFilters, write: writeBookingFilters, cleared: () => CLEARED };

/** The bookings list state from the URL, and a setter that rewrites the URL. */
export function useBookingFilters() {
  return useUrlListState(BOOKINGS_URL_STATE);
}

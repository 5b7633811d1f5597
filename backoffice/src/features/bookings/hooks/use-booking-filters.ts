import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readBookingFilters, writeBookingFilters, type BookingFilters } from './booking-filters.ts';

/** The bookings list state from the URL, and a setter that rewrites the URL. */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readBookingFilters(params);
  const update = useCallback(
    (patch: Partial<BookingFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeBookingFilters(current, patch), { replace: options.replace });
    },
    [setParams],
  );
  const clear = useCallback(() => {
    setParams((current) => writeBookingFilters(current, { search: '', status: 'all', villa: '', from: '', to: '', page: 1 }));
  }, [setParams]);
  return { filters, update, clear };
}

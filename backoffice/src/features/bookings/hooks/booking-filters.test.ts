import { describe, expect, it } from 'vitest';
import { bookingsKey } from '../api/admin-bookings.ts';
import { readBookingFilters, writeBookingFilters } from './booking-filters.ts';

describe('booking list state in the URL', () => {
  it('when the URL is hand-edited with nonsense, then every filter reads as its default', () => {
    expect(readBookingFilters(new URLSearchParams('status=lost&page=-2&from=tomorrow&to=2026-13'))).toEqual({ search: '', status: 'all', villa: '', from: '', to: '', page: 1 });
  });

  it('when only the page changes, then the filters stay; when a filter changes, then the page resets', () => {
    const start = new URLSearchParams('status=pending&page=2');
    expect(writeBookingFilters(start, { page: 3 }).toString()).toBe('status=pending&page=3');
    expect(writeBookingFilters(start, { villa: 'v1' }).toString()).toBe('status=pending&villa=v1');
  });
});

describe('villa and stay-date filters', () => {
  const filters = { search: '', status: 'all', villa: '', from: '', to: '', page: 1 } as const;

  it('when a villa and a date range are chosen, then the server is asked for them with the page (it filters and pages)', () => {
    const key = new URL(bookingsKey({ ...filters, villa: 'v1', from: '2026-12-13', to: '2026-12-20', page: 2 }), 'http://x');
    expect(key.pathname).toBe('/api/admin/bookings');
    expect(Object.fromEntries(key.searchParams)).toEqual({ villaId: 'v1', from: '2026-12-13', to: '2026-12-20', page: '2', limit: '10' });
  });

  it('when nothing is chosen, then no filter goes to the server', () => {
    expect(Object.fromEntries(new URL(bookingsKey(filters), 'http://x').searchParams)).toEqual({ page: '1', limit: '10' });
  });
});

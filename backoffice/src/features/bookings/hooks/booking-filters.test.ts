import { describe, expect, it } from 'vitest';
import type { BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import { matchesClientFilters } from '../api/admin-bookings.ts';
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
  const booking = { villaId: 'v1', checkIn: '2026-12-10', checkOut: '2026-12-14' } as BookingWithVillaDto;
  const filters = { search: '', status: 'all', villa: '', from: '', to: '', page: 1 } as const;

  it('when a range holds one of the nights, then the booking matches; the check-out day is not a night', () => {
    expect(matchesClientFilters(booking, { ...filters, from: '2026-12-13' })).toBe(true);
    expect(matchesClientFilters(booking, { ...filters, from: '2026-12-14' })).toBe(false);
    expect(matchesClientFilters(booking, { ...filters, to: '2026-12-10' })).toBe(true);
    expect(matchesClientFilters(booking, { ...filters, to: '2026-12-09' })).toBe(false);
  });

  it('when another villa is chosen, then the booking does not match', () => {
    expect(matchesClientFilters(booking, { ...filters, villa: 'v2' })).toBe(false);
    expect(matchesClientFilters(booking, { ...filters, villa: 'v1' })).toBe(true);
  });
});

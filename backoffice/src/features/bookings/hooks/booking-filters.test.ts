import { describe, expect, it } from 'vitest';
import { bookingsKey } from '../api/admin-bookings.ts';
import { readBookingFilters, writeBookingFilters } from './booking-filters.ts';

describe('booking list state in the URL', () => {
  it('when the URL is hand-edited with nonsense, then every filter reads as its default', () => {
    expect(readBookingFilters(new URLSearchParams('status=lost&payment=pending&page=-2&from=tomorrow&to=2026-13'))).toEqual({
      search: '',
      status: 'all',
      payment: 'all',
      villa: '',
      from: '',
      to: '',
      page: 1,
    });
  });

  it('when only the page changes, then the filters stay; when a filter changes, then the page resets', () => {
    const start = new URLSearchParams('status=pending&page=2');
    expect(writeBookingFilters(start, { page: 3 }).toString()).toBe('status=pending&page=3');
    expect(writeBookingFilters(start, { villa: 'v1' }).toString()).toBe('status=pending&villa=v1');
  });
});

describe('villa and stay-date filters', () => {
  const filters = { search: '', status: 'all', payment: 'all', villa: '', from: '', to: '', page: 1 } as const;

  it('when a villa and a date range are chosen, then the server is asked for them with the page (it filters and pages)', () => {
    const key = new URL(bookingsKey({ ...filters, villa: 'v1', from: '2026-12-13', to: '2026-12-20', page: 2 }), 'http://x');
    expect(key.pathname).toBe('/api/admin/bookings');
    expect(Object.fromEntries(key.searchParams)).toEqual({ villaId: 'v1', from: '2026-12-13', to: '2026-12-20', page: '2', limit: '10' });
  });

  it('when a payment status is chosen, then it is in the URL and the server is asked for it', () => {
    expect(writeBookingFilters(new URLSearchParams('page=2'), { payment: 'deposit_paid' }).toString()).toBe('payment=deposit_paid');
    expect(readBookingFilters(new URLSearchParams('payment=deposit_paid')).payment).toBe('deposit_paid');
    expect(Object.fromEntries(new URL(bookingsKey({ ...filters, payment: 'unpaid' }), 'http://x').searchParams)).toEqual({ paymentStatus: 'unpaid', page: '1', limit: '10' });
  });

  it('when nothing is chosen, then no filter goes to the server', () => {
    expect(Object.fromEntries(new URL(bookingsKey(filters), 'http://x').searchParams)).toEqual({ page: '1', limit: '10' });
  });
});

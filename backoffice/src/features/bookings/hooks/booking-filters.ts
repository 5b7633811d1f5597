import { BOOKING_STATUSES, STAFF_PAYMENT_FILTERS, type BookingStatus, type StaffPaymentFilter } from '@islandstay/shared/bookings/booking.schemas';

/** The bookings page's list state, all of it in the URL: shareable, reloadable, back-navigable. */
export interface BookingFilters {
  search: string;
  status: BookingStatus | 'all';
  /** The payment status the booking's ledger gives, or `overdue`: a balance past its date (docs/product.md#payments). */
  payment: StaffPaymentFilter | 'all';
  villa: string;
  /** Stays with a night on or after this date (YYYY-MM-DD). */
  from: string;
  /** Stays with a night on or before this date (YYYY-MM-DD). */
  to: string;
  page: number;
}

export const BOOKINGS_PAGE_SIZE = 10;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string | null): value is BookingStatus {
  return value !== null && (BOOKING_STATUSES as readonly string[]).includes(value);
}

function isPaymentFilter(value: string | null): value is StaffPaymentFilter {
  return value !== null && (STAFF_PAYMENT_FILTERS as readonly string[]).includes(value);
}

/** What the URL says; anything malformed (a hand-edited link) reads as its default. */
export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status');
  const payment = params.get('payment');
  const page = Number(params.get('page'));
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  return {
    search: params.get('q') ?? '',
    status: isStatus(status) ? status : 'all',
    payment: isPaymentFilter(payment) ? payment : 'all',
    villa: params.get('villa') ?? '',
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The URL after a change: a changed filter goes back to page 1 (docs/product.md#bookings-admin), defaults leave the URL
 * (a plain /admin/bookings is the unfiltered first page), other query parameters stay.
 */
export function writeBookingFilters(params: URLSearchParams, patch: Partial<BookingFilters>): URLSearchParams {
  const current = readBookingFilters(params);
  const filterChanged = (Object.keys(patch) as (keyof BookingFilters)[]).some((key) => key !== 'page' && patch[key] !== current[key]);
  const next: BookingFilters = { ...current, ...patch, page: patch.page ?? (filterChanged ? 1 : current.page) };
  const out = new URLSearchParams(params);
  const set = (name: string, value: string, isDefault: boolean) => (isDefault ? out.delete(name) : out.set(name, value));
  set('q', next.search.trim(), next.search.trim() === '');
  set('status', next.status, next.status === 'all');
  set('payment', next.payment, next.payment === 'all');
  set('villa', next.villa, next.villa === '');
  set('from', next.from, next.from === '');
  set('to', next.to, next.to === '');
  set('page', String(next.page), next.page === 1);
  return out;
}

export function hasActiveFilters(filters: BookingFilters): boolean {
  return filters.search !== '' || filters.status !== 'all' || filters.payment !== 'all' || filters.villa !== '' || filters.from !== '' || filters.to !== '';
}

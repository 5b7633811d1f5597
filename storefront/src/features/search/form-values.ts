import { addDays, type IsoDate } from '@islandstay/shared/dates/dates';
import type { VillaSearchQuery } from '@islandstay/shared/villas/villa.schemas';
import { addMonths } from '@islandstay/web-common/lib/dates';
import type { Term } from '@islandstay/web-common/lib/term-preference';
import type { SearchFilters } from './search-params.ts';

/** What the inputs hold (numbers as typed text); the shared query schema turns it into a query. */
export interface SearchFormValues {
  name: string;
  area: string;
  guests: string;
  checkIn: string;
  checkOut: string;
  months: string;
  bedrooms: string;
  bathrooms: string;
  minPrice: string;
  maxPrice: string;
  villatype: string[];
  amenities: string[];
}

/** docs/product.md#search: guests 1-30 (a search for nobody finds nothing useful), rooms 0-10, months 1-36, prices >= 0. */
export const LIMITS = {
  guests: { min: 1, max: 30 },
  bedrooms: { min: 0, max: 10 },
  bathrooms: { min: 0, max: 10 },
  months: { min: 1, max: 36 },
  minPrice: { min: 0, max: Number.MAX_SAFE_INTEGER },
  maxPrice: { min: 0, max: Number.MAX_SAFE_INTEGER },
} as const;
export const DEFAULT_MONTHS = 2;

type ClampedField = keyof typeof LIMITS;

/** A number field clamped into its range; empty (or not a number) stays empty. */
export function clampField(field: ClampedField, raw: string): string {
  if (raw.trim() === '') return '';
  const value = Number(raw);
  if (!Number.isFinite(value)) return '';
  const { min, max } = LIMITS[field];
  const whole = field === 'minPrice' || field === 'maxPrice' ? value : Math.round(value);
  return String(Math.min(max, Math.max(min, whole)));
}

/**
 * The form's values made sensible before validation: numbers into range, check-in not before
 * today on the island, check-out after check-in; in long-term mode check-out = check-in + months.
 */
export function clampSearchValues(values: SearchFormValues, today: IsoDate, term: Term): SearchFormValues {
  const next: SearchFormValues = { ...values };
  for (const field of Object.keys(LIMITS) as ClampedField[]) next[field] = clampField(field, values[field]);
  if (term === 'long' && next.months === '') next.months = String(DEFAULT_MONTHS);

  if (next.checkIn && next.checkIn < today) next.checkIn = today;
  if (term === 'long') {
    next.checkOut = next.checkIn ? addMonths(next.checkIn, Number(next.months)) : '';
  } else if (next.checkIn && next.checkOut && next.checkOut <= next.checkIn) {
    next.checkOut = addDays(next.checkIn, 1);
  }
  return next;
}

export function formValuesFrom(filters: SearchFilters, term: Term): SearchFormValues {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    name: filters.name ?? '',
    area: filters.area ?? '',
    guests: text(filters.guests),
    checkIn: filters.checkIn ?? '',
    checkOut: filters.checkOut ?? '',
    months: term === 'long' ? String(monthsBetween(filters.checkIn, filters.checkOut) ?? DEFAULT_MONTHS) : String(DEFAULT_MONTHS),
    bedrooms: text(filters.bedrooms),
    bathrooms: text(filters.bathrooms),
    minPrice: text(filters.minPrice),
    maxPrice: text(filters.maxPrice),
    villatype: [...filters.villatype],
    amenities: [...filters.amenities],
  };
}

/** Whole months from check-in to check-out when the stay is exactly that, for a long-term URL. */
function monthsBetween(checkIn: IsoDate | undefined, checkOut: IsoDate | undefined): number | null {
  if (!checkIn || !checkOut) return null;
  for (let months = LIMITS.months.min; months <= LIMITS.months.max; months += 1) {
    if (addMonths(checkIn, months) === checkOut) return months;
  }
  return null;
}

/** The validated query back into filters; the sort and the map's area are kept and the page starts again at 1. */
export function filtersFromQuery(query: VillaSearchQuery, previous: SearchFilters, term: Term): SearchFilters {
  return {
    name: query.name || undefined,
    area: query.area || undefined,
    areas: query.areas ?? previous.areas,
    guests: query.guests,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    bedrooms: query.bedrooms || undefined,
    bathrooms: query.bathrooms || undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    amenities: query.amenities ?? [],
    // Property types are a short-stay choice (docs/product.md#search); long-term searches drop them.
    villatype: term === 'short' ? (query.villatype ?? []) : [],
    sort: previous.sort,
    // The map's area is chosen on the map, not in the form: a new search keeps it.
    bounds: previous.bounds,
  };
}

/** The values as the query schema reads them: empty fields absent, the form-only Months left out. */
export function toQueryInput(values: SearchFormValues): Record<string, string | string[]> {
  const { months: _months, ...fields } = values;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.trim() !== '')));
}

import { villaSearchQuerySchema } from '@islandstay/shared/villas/villa.schemas';
import { daysBetween, type IsoDate } from '@islandstay/shared/dates/dates';
import { MAX_STAY_NIGHTS } from '@islandstay/shared/pricing/pricing.schemas';
import { LIST_KEYS, SCALAR_KEYS, type SearchFilters, type SearchParamKey } from './search-params.ts';

const shape = villaSearchQuerySchema.shape;

export interface ParsedSearch {
  filters: SearchFilters;
  /** Parameters present in the URL but refused (nonsense, out of range, in the past). */
  dropped: SearchParamKey[];
}

/**
 * Reads the URL with the same field schemas the API validates with, one field at a time, so one
 * bad parameter (`guests=abc`, `checkIn=2026-13-45`, `sort=bogus`) is dropped and the rest kept.
 * Dates must also make a real stay starting today or later on the island.
 */
export function parseSearchParams(params: URLSearchParams, today: IsoDate): ParsedSearch {
  const filters: SearchFilters = { areas: [], amenities: [], villatype: [] };
  const dropped: SearchParamKey[] = [];
  const set = filters as unknown as Record<string, unknown>;

  for (const key of SCALAR_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) set[key] = parsed.data;
    else dropped.push(key);
  }
  for (const key of LIST_KEYS) {
    const raw = params.getAll(key).join(',');
    if (raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data) set[key] = [...new Set(parsed.data as string[])];
    else dropped.push(key);
  }
  const bounds = params.get('bounds');
  if (bounds !== null && bounds.trim() !== '') {
    const parsed = shape.bounds.safeParse(bounds);
    if (parsed.success && parsed.data) filters.bounds = parsed.data;
    else dropped.push('bounds');
  }

  if (filters.checkIn || filters.checkOut) {
    const { checkIn, checkOut } = filters;
    const valid = checkIn !== undefined && checkOut !== undefined && checkIn >= today && daysBetween(checkIn, checkOut) >= 1 && daysBetween(checkIn, checkOut) <= MAX_STAY_NIGHTS;
    if (!valid) {
      for (const key of ['checkIn', 'checkOut'] as const) {
        if (filters[key] !== undefined || params.has(key)) {
          delete filters[key];
          if (!dropped.includes(key)) dropped.push(key);
        }
      }
    }
  }
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    delete filters.maxPrice;
    dropped.push('maxPrice');
  }
  if (filters.sort === 'relevance') delete filters.sort;
  if (filters.page === 1) delete filters.page;
  return { filters, dropped };
}

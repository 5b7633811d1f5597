import type { SEARCH_SORTS, VILLA_TYPES } from '@islandstay/shared/villas/villa.schemas';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import type { MapBounds } from '@islandstay/shared/villas/villa-location';

// Type-only imports of shared/: this module is on the home page's first load, which stays zod-free.

export type SearchSort = (typeof SEARCH_SORTS)[number];
export type VillaType = (typeof VILLA_TYPES)[number];

/** The search page's state. It lives in the URL only: this is its parsed form. */
export interface SearchFilters {
  name?: string;
  area?: string;
  areas: string[];
  guests?: number;
  checkIn?: IsoDate;
  checkOut?: IsoDate;
  bedrooms?: number;
  bathrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  amenities: string[];
  villatype: VillaType[];
  sort?: SearchSort;
  page?: number;
  /** The map's area ("Search this area"): only villas whose public point lies inside. */
  bounds?: MapBounds;
}

export const EMPTY_FILTERS: SearchFilters = { areas: [], amenities: [], villatype: [] };

export const SCALAR_KEYS = ['name', 'area', 'guests', 'checkIn', 'checkOut', 'bedrooms', 'bathrooms', 'minPrice', 'maxPrice', 'sort', 'page'] as const;
export const LIST_KEYS = ['areas', 'amenities', 'villatype'] as const;
/** URL parameters in the order they are written, so equal filters give equal URLs (and SWR keys). */
export const SEARCH_PARAM_KEYS = [...SCALAR_KEYS, ...LIST_KEYS, 'bounds'] as const;
export type SearchParamKey = (typeof SEARCH_PARAM_KEYS)[number];

/** The filters as URL parameters, in a fixed order; defaults (relevance, page 1) left out. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SCALAR_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'relevance') continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  for (const key of LIST_KEYS) {
    const values = filters[key];
    if (values.length > 0) params.set(key, values.join(','));
  }
  if (filters.bounds) params.set('bounds', formatBounds(filters.bounds));
  return params;
}

/** Degrees to 5 places (about a metre): short URLs, and a map moved by nothing visible gives the same one. */
const roundDegrees = (value: number) => Math.round(value * 1e5) / 1e5;

/** `south,west,north,east`, as the API reads `bounds`. */
function formatBounds(bounds: MapBounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].map((v) => String(roundDegrees(v))).join(',');
}

export function searchHref(filters: SearchFilters): string {
  const query = toSearchParams(filters).toString();
  return query ? `/search?${query}` : '/search';
}

/** One removable tag per active filter (list filters: one per value). */
export type FilterTag = { key: 'name' | 'area' | 'guests' | 'bedrooms' | 'bathrooms' | 'minPrice' | 'maxPrice' | 'dates' | 'bounds' } | { key: 'areas' | 'amenities' | 'villatype'; value: string };

export function activeFilterTags(filters: SearchFilters): FilterTag[] {
  const tags: FilterTag[] = [];
  if (filters.name) tags.push({ key: 'name' });
  if (filters.area) tags.push({ key: 'area' });
  for (const value of filters.areas) tags.push({ key: 'areas', value });
  if (filters.checkIn && filters.checkOut) tags.push({ key: 'dates' });
  if (filters.guests) tags.push({ key: 'guests' });
  if (filters.bedrooms) tags.push({ key: 'bedrooms' });
  if (filters.bathrooms) tags.push({ key: 'bathrooms' });
  if (filters.minPrice !== undefined) tags.push({ key: 'minPrice' });
  if (filters.maxPrice !== undefined) tags.push({ key: 'maxPrice' });
  for (const value of filters.villatype) tags.push({ key: 'villatype', value });
  for (const value of filters.amenities) tags.push({ key: 'amenities', value });
  if (filters.bounds) tags.push({ key: 'bounds' });
  return tags;
}

/** The filters without one tag; any change of filters starts again at page 1. */
export function removeFilterTag(filters: SearchFilters, tag: FilterTag): SearchFilters {
  const next: SearchFilters = { ...filters, areas: [...filters.areas], amenities: [...filters.amenities], villatype: [...filters.villatype] };
  delete next.page;
  if ('value' in tag) {
    if (tag.key === 'villatype') next.villatype = next.villatype.filter((v) => v !== tag.value);
    else next[tag.key] = next[tag.key].filter((v) => v !== tag.value);
  } else if (tag.key === 'dates') {
    delete next.checkIn;
    delete next.checkOut;
  } else {
    delete next[tag.key];
  }
  return next;
}

/** Clear All: every filter goes, the chosen sort stays. */
export function clearFilters(filters: SearchFilters): SearchFilters {
  return filters.sort ? { ...EMPTY_FILTERS, sort: filters.sort } : { ...EMPTY_FILTERS };
}

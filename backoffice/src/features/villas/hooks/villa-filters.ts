import { ADMIN_VILLA_SORTS } from '@islandstay/shared/villas/admin-villa.schemas';

export type VillaSort = (typeof ADMIN_VILLA_SORTS)[number];
export type VillaStatusFilter = 'all' | 'active' | 'inactive';

/** The villa list's state, all of it in the URL. */
export interface VillaFilters {
  search: string;
  area: string;
  status: VillaStatusFilter;
  /** Admin only: one owner's villas. */
  owner: string;
  sortBy: VillaSort;
  sortOrder: 'asc' | 'desc';
  page: number;
}

export const VILLAS_PAGE_SIZE = 10;

export const DEFAULT_VILLA_FILTERS: VillaFilters = { search: '', area: '', status: 'all', owner: '', sortBy: 'createdAt', sortOrder: 'desc', page: 1 };

function isSort(value: string | null): value is VillaSort {
  return value !== null && (ADMIN_VILLA_SORTS as readonly string[]).includes(value);
}

/** What the URL says; anything malformed (a hand-edited link) reads as its default. */
export function readVillaFilters(params: URLSearchParams): VillaFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    area: params.get('area') ?? '',
    status: status === 'active' || status === 'inactive' ? status : 'all',
    owner: params.get('owner') ?? '',
    sortBy: isSort(sort) ? sort : DEFAULT_VILLA_FILTERS.sortBy,
    sortOrder: order === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The URL after a change: any filter or sort change goes back to page 1 (docs/product.md#villas), defaults leave
 * the URL (a plain /admin/villas is the first page, newest first), other parameters stay.
 */
export function writeVillaFilters(params: URLSearchParams, patch: Partial<VillaFilters>): URLSearchParams {
  const current = readVillaFilters(params);
  const changed = (Object.keys(patch) as (keyof VillaFilters)[]).some((key) => key !== 'page' && patch[key] !== current[key]);
  const next: VillaFilters = { ...current, ...patch, page: patch.page ?? (changed ? 1 : current.page) };
  const out = new URLSearchParams(params);
  const set = (name: string, value: string, isDefault: boolean) => (isDefault ? out.delete(name) : out.set(name, value));
  set('q', next.search.trim(), next.search.trim() === '');
  set('area', next.area, next.area === '');
  set('status', next.status, next.status === 'all');
  set('owner', next.owner, next.owner === '');
  set('sort', next.sortBy, next.sortBy === DEFAULT_VILLA_FILTERS.sortBy);
  set('order', next.sortOrder, next.sortOrder === DEFAULT_VILLA_FILTERS.sortOrder);
  set('page', String(next.page), next.page === 1);
  return out;
}

export function hasActiveVillaFilters(filters: VillaFilters): boolean {
  return filters.search.trim() !== '' || filters.area !== '' || filters.status !== 'all' || filters.owner !== '';
}

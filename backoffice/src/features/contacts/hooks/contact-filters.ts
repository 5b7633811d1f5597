import { CONTACT_SORTS, CONTACT_STATUSES, type ContactSort } from '@islandstay/shared/contacts/contact.schemas';

export type ContactStatusFilter = (typeof CONTACT_STATUSES)[number] | 'all';
export type SortOrder = 'asc' | 'desc';

/** The contacts list's state, all of it in the URL: shareable, reloadable, back-navigable. */
export interface ContactFilters {
  search: string;
  status: ContactStatusFilter;
  sortBy: ContactSort;
  sortOrder: SortOrder;
  page: number;
}

export const CONTACTS_PAGE_SIZE = 10;
export const DEFAULT_CONTACT_FILTERS: ContactFilters = { search: '', status: 'all', sortBy: 'createdAt', sortOrder: 'desc', page: 1 };

function oneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** What the URL says; anything malformed (a hand-edited link) reads as its default. */
export function readContactFilters(params: URLSearchParams): ContactFilters {
  const status = params.get('status');
  const sortBy = params.get('sort');
  const sortOrder = params.get('order');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: oneOf(CONTACT_STATUSES, status) ? status : 'all',
    sortBy: oneOf(CONTACT_SORTS, sortBy) ? sortBy : DEFAULT_CONTACT_FILTERS.sortBy,
    sortOrder: oneOf(['asc', 'desc'] as const, sortOrder) ? sortOrder : DEFAULT_CONTACT_FILTERS.sortOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The URL after a change: a changed filter or sort goes back to page 1, defaults leave the URL (a
 * plain /admin/contacts is the newest-first first page of every status), other parameters stay.
 */
export function writeContactFilters(params: URLSearchParams, patch: Partial<ContactFilters>): URLSearchParams {
  const current = readContactFilters(params);
  const changed = (Object.keys(patch) as (keyof ContactFilters)[]).some((key) => key !== 'page' && patch[key] !== current[key]);
  const next: ContactFilters = { ...current, ...patch, page: patch.page ?? (changed ? 1 : current.page) };
  const out = new URLSearchParams(params);
  const set = (name: string, value: string, isDefault: boolean) => (isDefault ? out.delete(name) : out.set(name, value));
  const search = next.search.trim();
  set('q', search, search === '');
  set('status', next.status, next.status === 'all');
  set('sort', next.sortBy, next.sortBy === DEFAULT_CONTACT_FILTERS.sortBy);
  set('order', next.sortOrder, next.sortOrder === DEFAULT_CONTACT_FILTERS.sortOrder);
  set('page', String(next.page), next.page === 1);
  return out;
}

export function hasActiveContactFilters(filters: ContactFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all';
}

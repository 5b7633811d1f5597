import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { CONTACTS_PAGE_SIZE, type ContactFilters } from '../hooks/contact-filters.ts';

/**
 * The list's read: the server filters by status, searches name, email and subject
 * (case-insensitive, any length), sorts and pages, so a page of 10 is always a page of the
 * whole filtered list (the original brief's client-side search would only see the loaded page).
 */
export function contactsRead(filters: ContactFilters) {
  return {
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      search: filters.search.trim() || undefined,
      sortBy: filters.sortBy,
      sortOrder: filters.sortOrder,
      page: filters.page,
      limit: CONTACTS_PAGE_SIZE,
    },
  };
}

export function useAdminContacts(filters: ContactFilters) {
  return useApi(api.contacts.list, contactsRead(filters), { keepPreviousData: true });
}

/** After a change: every loaded contacts list (any filters) is read again (docs/product.md#contacts: the list reloads). */
export function refreshContactLists(mutate: ScopedMutator) {
  return mutate((key) => api.contacts.list.matches(key));
}

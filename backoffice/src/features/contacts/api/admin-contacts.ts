import useSWR, { type ScopedMutator } from 'swr';
import { contactListResponseSchema } from '@islandstay/shared/contacts/contact.schemas';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { CONTACTS_PAGE_SIZE, type ContactFilters } from '../hooks/contact-filters.ts';

export const ADMIN_CONTACTS_PATH = '/api/admin/contacts';

/**
 * GET /api/admin/contacts: the server filters by status, searches name, email and subject
 * (case-insensitive, any length), sorts and pages, so a page of 10 is always a page of the
 * whole filtered list (the spec's client-side search would only see the loaded page).
 */
export function contactsKey(filters: ContactFilters): string {
  return withQuery(ADMIN_CONTACTS_PATH, {
    status: filters.status === 'all' ? undefined : filters.status,
    search: filters.search.trim() || undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: CONTACTS_PAGE_SIZE,
  });
}

function fetchContacts(key: string) {
  return apiRequest(key, contactListResponseSchema);
}

export function useAdminContacts(filters: ContactFilters) {
  return useSWR(contactsKey(filters), fetchContacts, { keepPreviousData: true });
}

/** After a change: every loaded contacts list (any filters) is read again (spec 4: the list reloads). */
export function refreshContactLists(mutate: ScopedMutator) {
  return mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_CONTACTS_PATH));
}

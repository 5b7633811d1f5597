import { useUrlListState } from '../../../lib/use-url-list-state.ts';
import { DEFAULT_CONTACT_FILTERS, readContactFilters, writeContactFilters, type ContactFilters } from './contact-filters.ts';

/** Clear all keeps the sort: it clears what narrows the list. */
const CLEARED: Partial<ContactFilters> = { search: '', status: DEFAULT_CONTACT_FILTERS.status, page: 1 };

const CONTACTS_URL_STATE = { read: readContactFilters, write: writeContactFilters, cleared: () => CLEARED };

/** The contacts list state from the URL, and a setter that rewrites the URL. */
export function useContactFilters() {
  return useUrlListState(CONTACTS_URL_STATE);
}

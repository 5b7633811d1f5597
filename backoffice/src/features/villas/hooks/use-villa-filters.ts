import { useUrlListState } from '../../../lib/use-url-list-state.ts';
import { DEFAULT_VILLA_FILTERS, readVillaFilters, writeVillaFilters, type VillaFilters } from './villa-filters.ts';

const VILLAS_URL_STATE = {
  read: readVillaFilters,
  write: writeVillaFilters,
  // Clear all keeps the sort: it clears what narrows the list.
  cleared: ({ sortBy, sortOrder }: VillaFilters): Partial<VillaFilters> => ({ ...DEFAULT_VILLA_FILTERS, sortBy, sortOrder }),
};

/** The villa list state from the URL, and a setter that rewrites the URL. */
export function useVillaFilters() {
  return useUrlListState(VILLAS_URL_STATE);
}

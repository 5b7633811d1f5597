import useSWR from 'swr';
import { villaListResponseSchema, type VillaListResponse } from '@islandstay/shared/villas/villa.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { freshlyPrimed } from '../../../lib/landing-data.ts';
import { useTerm } from '../../../lib/term-preference.tsx';
import { toSearchParams, type SearchFilters } from '../search-params.ts';

export const SEARCH_PAGE_SIZE = 12;

export const SEARCH_VILLAS_PATH = '/api/search/villas';

/** The SWR key of a search read (the search page's loader fills it on the landing load). */
export const searchKey = (query: string) => ['search-villas', query] as const;

export function searchVillas(query: string): Promise<VillaListResponse> {
  return apiRequest(`${SEARCH_VILLAS_PATH}?${query}`, villaListResponseSchema);
}

/**
 * `GET /api/search/villas` for the filters. Prices are converted on the client (the currency
 * switch must not refetch), so the display currency is not part of the key.
 */
export function useVillaSearch(filters: SearchFilters) {
  const { term } = useTerm();
  const params = toSearchParams(filters);
  params.set('limit', String(SEARCH_PAGE_SIZE));
  // Short-term mode lists only villas a short stay can book: those without a short-stay licence
  // (30 nights or more only) appear in long-term mode, where their page explains the rule.
  if (term === 'short') params.set('term', 'short');
  const query = params.toString();
  const key = searchKey(query);
  return useSWR(key, ([, q]) => searchVillas(q), { keepPreviousData: true, revalidateOnMount: !freshlyPrimed(key) });
}

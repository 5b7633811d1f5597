import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { useContentLocale } from '../../../lib/content-locale.ts';
import { useFreshlyPrimed } from '../../../lib/primed-reads.ts';
import { useTerm, type Term } from '@islandstay/web-common/lib/term-preference';
import type { ContentLocale } from '@islandstay/shared/cms/content.schemas';
import { toSearchParams, type SearchFilters } from '../search-params.ts';

export const SEARCH_PAGE_SIZE = 12;

/** A search read's input from a query string (the URL's or an early answer's), its order kept. */
export function searchRead(queryString: string) {
  return { query: Object.fromEntries(new URLSearchParams(queryString)) };
}

/**
 * The search for the filters, with the villas' texts in the visitor's language (`locale`, last in
 * the query, where the search page's loader puts it too). Prices are converted on the client (the
 * currency switch must not refetch), so the display currency is not part of the read.
 */
/** The results' read for these filters, in a term and a language: the page's hook, and the server's render of the page (entry-server.tsx). */
export function villaSearchRead(filters: SearchFilters, term: Term, locale: ContentLocale) {
  const params = toSearchParams(filters);
  params.set('limit', String(SEARCH_PAGE_SIZE));
  // Short-term mode lists only villas a short stay can book: those without a short-stay licence
  // (30 nights or more only) appear in long-term mode, where their page explains the rule.
  if (term === 'short') params.set('term', 'short');
  params.set('locale', locale);
  return searchRead(params.toString());
}

export function useVillaSearch(filters: SearchFilters) {
  const { term } = useTerm();
  const locale = useContentLocale();
  const input = villaSearchRead(filters, term, locale);
  const primed = useFreshlyPrimed(api.villas.search.key(input));
  return useApi(api.villas.search, input, { keepPreviousData: true, revalidateOnMount: !primed });
}

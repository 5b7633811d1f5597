import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseReviewParams, toReviewParams, type ReviewFilters } from '../review-params.ts';

/** The URL is the list's state: search, stars, order and page can be shared, reloaded and navigated back. */
export function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseReviewParams(params), [params]);
  const setFilters = useCallback((next: ReviewFilters, options: { replace?: boolean } = {}) => setParams(toReviewParams(next), { preventScrollReset: true, replace: options.replace }), [setParams]);
  return { filters, setFilters };
}

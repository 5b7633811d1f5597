import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { parseSearchParams } from '../parse-search-params.ts';
import { toSearchParams, type SearchFilters } from '../search-params.ts';

/**
 * The URL is the search's state: filters come from it and every change goes back into it, so a
 * search can be reloaded, shared and navigated with Back. Refused parameters are removed from the
 * URL (replacing the entry, not adding one) with one toast naming them.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const today = todayOnIsland();
  const { filters, dropped } = useMemo(() => parseSearchParams(params, today), [params, today]);

  useEffect(() => {
    if (dropped.length === 0) return;
    toast.warning(t('search.droppedParams', { params: dropped.join(', ') }), { id: 'search-dropped-params' });
    setParams(toSearchParams(filters), { replace: true, preventScrollReset: true });
  }, [dropped, filters, setParams, t]);

  const setFilters = useCallback((next: SearchFilters) => setParams(toSearchParams(next), { preventScrollReset: true }), [setParams]);

  return { filters, setFilters };
}

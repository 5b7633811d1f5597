import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_VILLA_FILTERS, readVillaFilters, writeVillaFilters, type VillaFilters } from './villa-filters.ts';

/** The villa list state from the URL, and a setter that rewrites the URL. */
export function useVillaFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readVillaFilters(params);
  const update = useCallback(
    (patch: Partial<VillaFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeVillaFilters(current, patch), { replace: options.replace });
    },
    [setParams],
  );
  const clear = useCallback(() => {
    setParams((current) => writeVillaFilters(current, { ...DEFAULT_VILLA_FILTERS, sortBy: readVillaFilters(current).sortBy, sortOrder: readVillaFilters(current).sortOrder }));
  }, [setParams]);
  return { filters, update, clear };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_CONTACT_FILTERS, readContactFilters, writeContactFilters, type ContactFilters } from './contact-filters.ts';

/** The contacts list state from the URL, and a setter that rewrites the URL. */
export function useContactFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readContactFilters(params);
  const update = useCallback(
    (patch: Partial<ContactFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeContactFilters(current, patch), { replace: options.replace });
    },
    [setParams],
  );
  const clear = useCallback(() => {
    setParams((current) => writeContactFilters(current, { search: '', status: DEFAULT_CONTACT_FILTERS.status, page: 1 }));
  }, [setParams]);
  return { filters, update, clear };
}

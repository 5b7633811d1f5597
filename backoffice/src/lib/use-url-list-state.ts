import { useCallback } from 'react';
import { useSearchParamsWriter } from '@islandstay/web-common/lib/use-search-params-writer';

interface UrlListState<F> {
  /** What the URL says; anything malformed reads as its default. */
  read: (params: URLSearchParams) => F;
  /** The URL after a change (a changed filter goes back to page 1). */
  write: (params: URLSearchParams, patch: Partial<NoInfer<F>>) => URLSearchParams;
  /** What Clear all sets, given the state it clears (a page may keep its sort). */
  cleared: (current: NoInfer<F>) => Partial<NoInfer<F>>;
}

/**
 * A list page's state (search, filters, sort, page) kept in the URL (docs/architecture.md, "Front ends"): the state, a
 * setter that rewrites the URL, and Clear all. The three functions are module-level, so stable. Each
 * change builds on the URL the change before wrote (useSearchParamsWriter).
 */
export function useUrlListState<F>({ read, write, cleared }: UrlListState<F>) {
  const [params, setParams] = useSearchParamsWriter();
  const filters = read(params);
  const update = useCallback(
    (patch: Partial<F>, options: { replace?: boolean } = {}) => {
      setParams((current) => write(current, patch), { replace: options.replace });
    },
    [setParams, write],
  );
  const clear = useCallback(() => {
    setParams((current) => write(current, cleared(read(current))));
  }, [setParams, read, write, cleared]);
  return { filters, update, clear };
}

import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Update = (current: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams` whose setter takes a function of the URL the last change wrote, not of the URL
 * of the last render. react-router hands `setSearchParams(fn)` the params it rendered with, so a
 * second change made before the page re-rendered (an order picked right after a sort, a guest count
 * right after dates) would build on the old URL and drop the first change.
 */
export function useSearchParamsWriter(): [URLSearchParams, (update: Update, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  // A new URL from anywhere (a link, Back) is the one to build on from now.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const write = useCallback(
    (update: Update, options?: NavigateOptions) => {
      latest.current = update(latest.current);
      setParams(latest.current, options);
    },
    [setParams],
  );
  return [params, write];
}

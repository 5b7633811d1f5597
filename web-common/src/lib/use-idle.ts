import { useEffect, useState } from 'react';

/** How long an idle moment is waited for before the work runs anyway (a page that is never idle). */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Calls `run` once the page has loaded and then the main thread has had an idle moment. Returns a
 * cancel function. Browsers without requestIdleCallback (Safari, jsdom) get the next task instead.
 */
export function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const onIdle = () => {
    if (!cancelled) run();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(onIdle, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * False on the first render, true once the page has loaded and been idle after this component
 * mounted: the moment to fetch and run code the first paint does not need (menus, dialogs, the
 * date picker). Fetched and run earlier, that code competes with the page's largest paint (its main
 * photo) for the network and the main thread of a slow phone.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : afterLoadAndIdle(() => setIdle(true))), [idle]);
  return idle;
}

import { useLayoutEffect, useRef } from 'react';

/** The Performance measure of the All Villas grid's first render of a range (read by the E2E run and `npm run bench:calendar`). */
export const FIRST_RENDER_MEASURE = 'calendar:first-render';

export interface FirstRenderDetail {
  villas: number;
  days: number;
}

/**
 * Records `performance.measure(FIRST_RENDER_MEASURE)` once per range (key; null while the range's
 * data is not there yet): from the first render with its data to the end of the frame that painted
 * it (the task after the next animation frame).
 * Only a measurement: nothing waits on it and no test asserts its duration.
 */
export function useFirstRenderMeasure(key: string | null, detail: FirstRenderDetail): void {
  const started = useRef<{ key: string; at: number } | null>(null);
  if (key !== null && started.current?.key !== key) started.current = { key, at: performance.now() };
  const measured = useRef<string | null>(null);
  const latest = useRef(detail);
  latest.current = detail;

  useLayoutEffect(() => {
    const start = started.current;
    if (key === null || !start || start.key !== key || measured.current === key || typeof performance.measure !== 'function' || typeof requestAnimationFrame !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        measured.current = key;
        const end = performance.now();
        performance.measure(FIRST_RENDER_MEASURE, { start: start.at, end, detail: { range: key, ...latest.current, sinceNavigationMs: Math.round(end) } });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [key]);
}

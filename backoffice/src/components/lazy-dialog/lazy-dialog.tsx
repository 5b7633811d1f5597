import { Suspense, useState, type ReactNode } from 'react';

/**
 * A dialog whose code is loaded lazily (`React.lazy`): not rendered, so its chunk is not asked
 * for, until it is first opened; from then on it stays mounted, as it would had its code come
 * with the page (closed, it renders nothing). A page such as the calendar then loads and runs
 * only what its first screen shows (docs/benchmarks.md, "Back-office calendar").
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React adopts a page the server wrote (and on the server), true otherwise: a part
 * that only the browser renders (lazy code, a read of the screen) waits for it, so the first
 * render in the browser is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

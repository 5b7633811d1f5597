import { useSyncExternalStore } from 'react';

/** localStorage that never throws (private mode, storage disabled): preferences are a nicety. */
export function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // ignored: the choice lasts for this page only
  }
  for (const notify of listeners) notify();
}

const listeners = new Set<() => void>();

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Another tab's choice (the storage event fires only in the other tabs).
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

/**
 * A stored preference, read for rendering: null in a server-rendered page's first render and while
 * React adopts that HTML (the server cannot know it), the stored value right after, and at once in
 * a page rendered in the browser. Reading localStorage in a component's first render instead would
 * make the page the browser builds differ from the server's HTML.
 */
export function useStoredPreference(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readPreference(key),
    () => null,
  );
}

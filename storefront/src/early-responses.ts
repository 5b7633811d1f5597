/**
 * The window property on which the route-preload script (build-tools/route-preload.ts, loaded by
 * index.html before the app) leaves the answers it asked for early: URL -> Promise<Response>.
 */
export const EARLY_RESPONSES_GLOBAL = '__islandstayEarlyResponses';

type EarlyResponses = Record<string, Promise<Response> | undefined>;

function earlyResponses(win: Window & typeof globalThis): EarlyResponses | undefined {
  return (win as unknown as Record<string, EarlyResponses | undefined>)[EARLY_RESPONSES_GLOBAL];
}

/** The URLs (path and query) whose early answers have not been handed to the app yet. */
export function pendingEarlyResponses(win: Window & typeof globalThis = window): string[] {
  return Object.keys(earlyResponses(win) ?? {});
}

/** The same-origin path and query of a plain GET, or undefined for anything an early answer cannot stand for. */
function earlyKey(input: RequestInfo | URL, init: RequestInit | undefined, base: string): string | undefined {
  if (typeof input !== 'string' && !(input instanceof URL)) return undefined;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || init?.body != null || init?.signal) return undefined;
  const url = new URL(String(input), base);
  if (url.origin !== new URL(base).origin) return undefined;
  return url.pathname + url.search;
}

/**
 * The landing page's first API read was asked for while the app was still loading. When the app
 * then fetches that URL itself (lib/api-client.ts), it gets that answer instead of a second
 * request: once, and only if the early request did not fail. Every other fetch goes to the network.
 */
export function adoptEarlyResponses(win: Window & typeof globalThis = window): void {
  const network = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const early = earlyResponses(win);
    const key = early ? earlyKey(input, init, win.location.href) : undefined;
    const answer = key === undefined ? undefined : early![key];
    if (!answer) return network(input, init);
    delete early![key!];
    return answer.catch(() => network(new URL(key!, win.location.href).href, init));
  };
}

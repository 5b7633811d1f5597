import { createContext, useContext } from 'react';
import { unstable_serialize } from 'swr';

/*
 * Which reads a page's hooks need not make again as they mount: filled a moment ago from an early
 * answer (landing-data.ts) or from a server-rendered page's state. Apart from landing-data, so the
 * code that adopts a server-rendered page (app/hydrate.tsx) loads no more than this with it.
 */

/**
 * How long an early answer counts as just read: the app's SWR dedupe interval (app/providers.tsx),
 * within which SWR would not read a key again either.
 */
export const PRIMED_FRESH_MS = 4_000;

/** The keys filled from an early answer, with when. */
const primedAt = new Map<string, number>();

/**
 * Whether the page's hook should skip its read on mount: its key was filled from an early answer
 * a moment ago. Without this SWR reads again at once (the cache holds data but no read of its
 * own), which costs a request beside the page's photos and dims the results while it runs.
 */
export function freshlyPrimed(key: string | readonly unknown[], now = Date.now()): boolean {
  const at = primedAt.get(unstable_serialize(key));
  return at !== undefined && now - at < PRIMED_FRESH_MS;
}

/** The reads a server render was given (entry-server.tsx provides it; the browser has none). */
const ServerReads = createContext<ReadonlySet<string> | null>(null);
export const ServerReadsProvider = ServerReads.Provider;

/**
 * `freshlyPrimed` for a page's hook: also true in a server render for the reads it was given, so
 * the server's HTML shows the read as settled, as the browser's first render (primed from the
 * page's state, `primeFromServer`) does: one says busy and the other not would be a mismatch.
 */
export function useFreshlyPrimed(key: string | null): boolean {
  const serverReads = useContext(ServerReads);
  return key !== null && (serverReads?.has(key) === true || freshlyPrimed(key));
}

/** Marks a key as read now. */
export function markPrimed(key: string | readonly unknown[], now = Date.now()): void {
  primedAt.set(unstable_serialize(key), now);
}

/**
 * The keys a server-rendered page came with (its SsrState fallback): read a moment ago, so the
 * page's hooks do not read them again on mount, as for an early answer.
 */
export function primeFromServer(keys: readonly string[], now = Date.now()): void {
  for (const key of keys) markPrimed(key, now);
}

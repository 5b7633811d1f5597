/**
 * Reads started before the page that needs them has loaded. A page opened by its address would
 * otherwise ask for its data only after the router has loaded the page's code, the guard has read
 * the session and the page has rendered: waits one after another. main.tsx starts the reads the
 * opened address needs before the router asks for any code (so they are ahead of the page's
 * chunks in the browser's connection queue), and a route's loader starts its page's read beside
 * its lazy chunk when the admin moves there.
 *
 * The page's fetcher then takes the early answer instead of asking again: once, only while it is
 * fresh, and never a failure. A signed-out visitor's early calendar read is a 401 that is simply
 * dropped (the guard sends the visitor to sign in; the page, if it shows later, asks again).
 */
const FRESH_MS = 10_000;

const pending = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `read` for the SWR key `key`, unless the same read is already on its way. */
export function startEarlyRead(key: string, read: () => Promise<unknown>): void {
  const known = pending.get(key);
  if (known && performance.now() - known.at < FRESH_MS) return;
  const answer = read();
  // Taken or dropped later: a failure must not surface as an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  pending.set(key, { at: performance.now(), answer });
}

/** The fetcher of `key`: the early answer when there is a fresh one that succeeded, else `read()`. */
export function readEarlyOr<T>(key: string, read: () => Promise<T>): Promise<T> {
  const early = pending.get(key);
  pending.delete(key);
  if (!early || performance.now() - early.at >= FRESH_MS) return read();
  return (early.answer as Promise<T>).catch(() => read());
}

/** Forgets every early read: after a sign-in or sign-out they were asked as someone else. */
export function dropEarlyReads(): void {
  pending.clear();
}

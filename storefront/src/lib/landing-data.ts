import { mutate } from 'swr';
import type { ContentLocale } from '@islandstay/shared/cms/content.schemas';
import { pendingEarlyResponses } from '../early-responses.ts';
import { markPrimed } from './primed-reads.ts';

/**
 * How long a landing page's code waits for its early read before rendering its skeleton anyway.
 * The read was asked for beside the code and is far smaller, so it is normally in already; this
 * only bounds the spinner when the API is slow.
 */
export const LANDING_DATA_WAIT_MS = 1_500;

/**
 * For a route loader: on the load a visit starts with, if the route-preload script asked for the
 * page's first read (`url`) early, wait for that answer, read it as the page's hook does (`read`,
 * whose fetch of `url` gets the early answer) and put it in SWR's cache under the hook's `key`.
 * The page's first render is then the page with its photo, not a skeleton that a second render,
 * layout and paint replace (a few hundred ms before the largest paint on a slow phone). Anywhere
 * else (a later navigation, a read nobody asked for early) it returns at once and the page loads
 * its data itself. A failed read is left to the page's hook, which shows its error or retries.
 */
export async function primeFromEarlyResponse<T>(url: string, key: string | readonly unknown[], read: () => Promise<T>): Promise<void> {
  if (!pendingEarlyResponses().includes(url)) return;
  const primed = read().then(
    (data) => {
      markPrimed(key);
      return mutate(key, data, { revalidate: false }).then(() => undefined);
    },
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LANDING_DATA_WAIT_MS);
  });
  await Promise.race([primed, timeout]);
  clearTimeout(timer);
}

/**
 * The page's read (its SWR key, which ends in `locale=`) that an early answer for `url` stands
 * for, when the page starts in `locale`: `url` itself when it names that language. A URL without
 * a `locale` (the route-preload script, which does not know the visitor's language, spells it so)
 * is the API's English answer: it stands for the `locale=en` read only. Undefined when it stands
 * for none (a Thai visitor): the page then reads its own, and the early answer goes unused.
 */
export function keyForEarlyRead(url: string, locale: ContentLocale): string | undefined {
  const parsed = new URL(url, 'http://early.invalid');
  const asked = parsed.searchParams.get('locale');
  if (asked !== null) return asked === locale ? url : undefined;
  if (locale !== 'en') return undefined;
  parsed.searchParams.append('locale', 'en');
  return parsed.pathname + parsed.search;
}

import useSWR from 'swr';
import { villaResponseSchema, type VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { freshlyPrimed } from '../../../lib/landing-data.ts';

/** GET /api/villas/:id takes the villa's id or its slug. */
export async function fetchVilla(idOrSlug: string): Promise<VillaDto> {
  return (await apiRequest(`/api/villas/${encodeURIComponent(idOrSlug)}`, villaResponseSchema)).data;
}

/** The SWR key of a villa's read (the villa page's loader fills it on the landing load). */
export const villaKey = (idOrSlug: string) => ['villa', idOrSlug] as const;

/** A 404 is an answer ('Villa not found'), not a hiccup: it is not retried. */
export function useVilla(idOrSlug: string | undefined) {
  const key = idOrSlug ? villaKey(idOrSlug) : null;
  return useSWR(key, ([, id]) => fetchVilla(id), {
    revalidateOnMount: !(key && freshlyPrimed(key)),
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (error?.status === 404 || retryCount >= 2) return;
      setTimeout(() => void revalidate({ retryCount }), 1500 * (retryCount + 1));
    },
  });
}

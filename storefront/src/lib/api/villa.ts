import { api } from '@islandstay/shared/api/client';
import { derivedRead } from '@islandstay/web-common/api/derived-read';
import { useApi } from '@islandstay/web-common/api/use-api';
import { freshlyPrimed } from '../landing-data.ts';

/** The read of one villa (by id or slug): the villa page, its reviews page and the booking flow share it. */
export const villaRead = (idOrSlug: string) => ({ params: { id: idOrSlug } });

/** A 404 is an answer ('Villa not found'), not a hiccup: it is not retried. */
export function useVilla(idOrSlug: string | undefined) {
  const input = idOrSlug ? villaRead(idOrSlug) : null;
  const key = input && api.villas.get.key(input);
  const read = useApi(api.villas.get, input, {
    revalidateOnMount: !(key && freshlyPrimed(key)),
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (error?.status === 404 || retryCount >= 2) return;
      setTimeout(() => void revalidate({ retryCount }), 1500 * (retryCount + 1));
    },
  });
  return derivedRead(read, (answer) => answer.data);
}

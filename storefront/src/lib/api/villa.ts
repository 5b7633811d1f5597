import { useSWRConfig } from 'swr';
import type { ContentLocale } from '@islandstay/shared/cms/content.schemas';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { api } from '@islandstay/shared/api/client';
import { derivedRead } from '@islandstay/web-common/api/derived-read';
import { useApi } from '@islandstay/web-common/api/use-api';
import { useContentLocale } from '../content-locale.ts';
import { useFreshlyPrimed } from '../primed-reads.ts';

// Not the schemas' CONTENT_LOCALES: the villa page is a landing page, whose first render loads no zod.
const CONTENT_LOCALES: readonly ContentLocale[] = ['en', 'th'];

/**
 * The read of one villa (by id or slug) in a language: the villa page, its reviews page and the
 * booking flow share it. The language is part of the read: the villa's texts come in it.
 */
export const villaRead = (idOrSlug: string, locale: ContentLocale) => ({ params: { id: idOrSlug }, query: { locale } });

/**
 * The same villa as already read in another language: shown while its texts in this one are on
 * their way (the visitor switched EN/TH), rather than the page's skeleton. Not SWR's
 * keepPreviousData, which would also show the previous villa when the page moves to another one.
 */
function useVillaInOtherLanguage(idOrSlug: string | undefined, locale: ContentLocale): { data: VillaDto } | undefined {
  const { cache } = useSWRConfig();
  if (!idOrSlug) return undefined;
  for (const other of CONTENT_LOCALES) {
    const cached = other === locale ? undefined : (cache.get(api.villas.get.key(villaRead(idOrSlug, other)))?.data as { data: VillaDto } | undefined);
    if (cached) return cached;
  }
  return undefined;
}

/** A 404 is an answer ('Villa not found'), not a hiccup: it is not retried. */
export function useVilla(idOrSlug: string | undefined) {
  const locale = useContentLocale();
  const input = idOrSlug ? villaRead(idOrSlug, locale) : null;
  const primed = useFreshlyPrimed(input && api.villas.get.key(input));
  const read = useApi(api.villas.get, input, {
    fallbackData: useVillaInOtherLanguage(idOrSlug, locale),
    revalidateOnMount: !primed,
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (error?.status === 404 || retryCount >= 2) return;
      setTimeout(() => void revalidate({ retryCount }), 1500 * (retryCount + 1));
    },
  });
  return derivedRead(read, (answer) => answer.data);
}

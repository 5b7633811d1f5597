import type { ContentLocale } from '@islandstay/shared/cms/content.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { useContentLocale } from '../../../lib/content-locale.ts';
import { useFreshlyPrimed } from '../../../lib/primed-reads.ts';

export type StaticPageSlug = 'about' | 'contact' | 'terms' | 'privacy';

/** The read of a CMS page in a language: the page's hook and the server's render (entry-server.tsx) spell it alike. */
export const pageRead = (slug: StaticPageSlug, locale: ContentLocale) => ({ params: { slug }, query: { locale } });

/**
 * A CMS page in the visitor's language (the Thai text where the editors wrote one, else the
 * English). The language is part of the read, so switching EN/TH fetches the other text; the
 * previous text stays on screen until it arrives (no flash). A page the server rendered came with
 * its text: not read again as it hydrates.
 */
export function usePage(slug: StaticPageSlug) {
  const locale = useContentLocale();
  const input = pageRead(slug, locale);
  const primed = useFreshlyPrimed(api.content.getPage.key(input));
  const { data, error, isLoading, mutate } = useApi(api.content.getPage, input, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnMount: !primed,
  });
  return { page: data?.data, error: error as unknown, isLoading, locale, retry: () => void mutate() };
}

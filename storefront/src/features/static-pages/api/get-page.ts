import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { useContentLocale } from '../../../lib/content-locale.ts';

export type StaticPageSlug = 'about' | 'contact' | 'terms' | 'privacy';

/**
 * A CMS page in the visitor's language (the Thai text where the editors wrote one, else the
 * English). The language is part of the read, so switching EN/TH fetches the other text; the
 * previous text stays on screen until it arrives (no flash).
 */
export function usePage(slug: StaticPageSlug) {
  const locale = useContentLocale();
  const { data, error, isLoading, mutate } = useApi(
    api.content.getPage,
    { params: { slug }, query: { locale } },
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
  return { page: data?.data, error: error as unknown, isLoading, locale, retry: () => void mutate() };
}

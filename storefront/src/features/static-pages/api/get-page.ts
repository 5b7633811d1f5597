import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { pageResponseSchema, type ContentLocale, type PageDto } from '@islandstay/shared/cms/content.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { isLanguage } from '../../../lib/i18n.ts';

export type StaticPageSlug = 'about' | 'contact' | 'terms' | 'privacy';

/** `GET /api/pages/:slug?locale=`: the Thai text where the editors wrote one, else the English. */
export async function fetchPage(slug: StaticPageSlug, locale: ContentLocale): Promise<PageDto> {
  return (await apiRequest(`/api/pages/${encodeURIComponent(slug)}`, pageResponseSchema, { query: { locale } })).data;
}

/**
 * A CMS page in the visitor's language. The language is part of the key, so switching EN/TH
 * fetches the other text; the previous text stays on screen until it arrives (no flash).
 */
export function usePage(slug: StaticPageSlug) {
  const { i18n } = useTranslation();
  const locale: ContentLocale = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { data, error, isLoading, mutate } = useSWR(['cms-page', slug, locale] as const, ([, s, l]) => fetchPage(s, l), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return { page: data, error: error as unknown, isLoading, locale, retry: () => void mutate() };
}

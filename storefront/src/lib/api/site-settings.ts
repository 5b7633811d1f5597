import type { ContentLocale } from '@islandstay/shared/cms/content.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

// Not the schemas' CONTENT_LOCALES: the footer is on the landing page, whose first render loads no zod.
const CONTENT_LOCALES: readonly ContentLocale[] = ['en', 'th'];
const contentLocaleOf = (language: string): ContentLocale => CONTENT_LOCALES.find((locale) => locale === language) ?? 'en';

/** Island name, contact details and footer links from the CMS, in the visitor's language. */
export function useSiteSettings(locale: string) {
  const { data, error } = useApi(api.content.getSiteSettings, { query: { locale: contentLocaleOf(locale) } }, { revalidateOnFocus: false });
  return { settings: data?.data, error };
}

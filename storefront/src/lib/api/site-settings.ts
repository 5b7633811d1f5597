import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { useContentLocale } from '../content-locale.ts';

/** Island name, contact details and footer links from the CMS, in the visitor's language. */
export function useSiteSettings() {
  const locale = useContentLocale();
  const { data, error } = useApi(api.content.getSiteSettings, { query: { locale } }, { revalidateOnFocus: false });
  return { settings: data?.data, error };
}

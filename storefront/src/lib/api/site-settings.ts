import useSWR from 'swr';
import type { SiteSettingsDto } from '@islandstay/shared/cms/content.schemas';
import { apiRequest } from '../api-client.ts';

export async function fetchSiteSettings(locale: string): Promise<SiteSettingsDto> {
  return (await apiRequest('/api/site-settings', () => import('@islandstay/shared/cms/content.schemas').then((m) => m.siteSettingsResponseSchema), { query: { locale } })).data;
}

/** Island name, contact details and footer links from the CMS, in the visitor's language. */
export function useSiteSettings(locale: string) {
  const { data, error } = useSWR(['/api/site-settings', locale], ([, l]) => fetchSiteSettings(l), { revalidateOnFocus: false });
  return { settings: data, error };
}

import { useTranslation } from 'react-i18next';
import type { ContentLocale } from '@islandstay/shared/cms/content.schemas';
import { isLanguage, preferredLanguage } from '@islandstay/web-common/lib/i18n';

// Type-only import of shared/: the footer and the cards use this on the landing pages, whose first render loads no zod.

/**
 * The language the API is asked for its texts in (villas, areas, amenities, CMS pages): the
 * visitor's. Every such read sends it, `en` too, so it is part of the read's SWR key: switching
 * EN/TH reads the other texts, and the two languages never share a cache entry.
 */
export function useContentLocale(): ContentLocale {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/**
 * The same for a route loader, which may run before i18next has switched to the visitor's
 * language (the Thai texts are still loading): the language the page starts in.
 */
export function startingContentLocale(): ContentLocale {
  return preferredLanguage();
}

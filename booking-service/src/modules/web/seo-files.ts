import { escapeHtml, languageAlternates } from './head-tags.ts';

/** The storefront's indexable pages that are not villas. */
export const STATIC_PAGE_SLUGS = ['about', 'contact', 'terms', 'privacy'] as const;
const LISTED_PATHS = ['/', '/search', ...STATIC_PAGE_SLUGS.map((slug) => `/${slug}`)];

/**
 * `/sitemap.xml`: home, search, the static pages and every public villa, each in every language
 * (its Thai address is `?lang=th`): every address listed with all its alternates, as search
 * engines ask of hreflang in a sitemap.
 */
export function sitemapXml(siteUrl: string, villaSlugs: readonly string[]): string {
  const pages = [...LISTED_PATHS.map((p) => `${siteUrl}${p}`), ...villaSlugs.map((slug) => `${siteUrl}/villa/${encodeURIComponent(slug)}`)];
  const entries: string[] = [];
  for (const page of pages) {
    const alternates = languageAlternates(page);
    const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`).join('');
    for (const { href } of alternates.filter((a) => a.hreflang !== 'x-default')) entries.push(`  <url><loc>${escapeHtml(href)}</loc>${links}</url>`);
  }
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...entries, '</urlset>', ''].join('\n');
}

/** `/robots.txt`: everything but the back office and the API, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

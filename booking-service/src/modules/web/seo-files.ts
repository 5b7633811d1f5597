import { escapeHtml } from './head-tags.ts';

/** The storefront's indexable pages that are not villas. */
export const STATIC_PAGE_SLUGS = ['about', 'contact', 'terms', 'privacy'] as const;
const LISTED_PATHS = ['/', '/search', ...STATIC_PAGE_SLUGS.map((slug) => `/${slug}`)];

/** `/sitemap.xml`: home, search, the static pages and every public villa. */
export function sitemapXml(siteUrl: string, villaSlugs: readonly string[]): string {
  const urls = [...LISTED_PATHS.map((p) => `${siteUrl}${p}`), ...villaSlugs.map((slug) => `${siteUrl}/villa/${encodeURIComponent(slug)}`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt`: everything but the back office and the API, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

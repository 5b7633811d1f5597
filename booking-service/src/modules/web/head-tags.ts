import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { photoCandidates, photoSrcSet, VILLA_MAIN_PHOTO_SIZES, type PhotoLike } from '@islandstay/shared/villas/villa-photos';

export const SITE_NAME = 'IslandStay';
const DESCRIPTION_LENGTH = 160;

/** What the server writes into a page's head; every value is plain text, escaped when written. */
export interface PageHead {
  title?: string;
  description?: string;
  /** Absolute URL. */
  canonical?: string;
  /** `og:*` properties without the prefix (title, description, url, type, image, site_name). */
  openGraph?: Record<string, string>;
  /** A schema.org object written as `<script type="application/ld+json">`. */
  jsonLd?: unknown;
  robots?: string;
  /** The photo that is the page's largest paint, written as `<link rel="preload" as="image">`. */
  preloadImage?: ImagePreload;
  /** The page in each language (`<link rel="alternate" hreflang>`), absolute URLs. */
  alternates?: { hreflang: string; href: string }[];
  /** The page's language, written on `<html lang>`. */
  lang?: string;
}

/** The storefront's languages; a page in Thai is its address with `?lang=th` (English is the address itself). */
export type PageLanguage = 'en' | 'th';

/** A page's address in a language. */
export function addressIn(url: string, language: PageLanguage): string {
  return language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

/** Every language's address of a page (and English as the default), for hreflang. */
export function languageAlternates(url: string): NonNullable<PageHead['alternates']> {
  return [
    { hreflang: 'en', href: url },
    { hreflang: 'th', href: addressIn(url, 'th') },
    { hreflang: 'x-default', href: url },
  ];
}

/**
 * A head for the page in a language: its alternates from its English address, and in Thai its own
 * address as the canonical (each language version is its own page to a search engine).
 */
export function headInLanguage(head: PageHead, language: PageLanguage): PageHead {
  if (!head.canonical) return head;
  const canonical = addressIn(head.canonical, language);
  return {
    ...head,
    canonical,
    alternates: languageAlternates(head.canonical),
    lang: language,
    ...(head.openGraph?.url ? { openGraph: { ...head.openGraph, url: canonical, locale: language === 'th' ? 'th_TH' : 'en_US' } } : {}),
  };
}

/** A single file (`href`) or a srcset with the sizes of the page's <img>, from which the browser picks. */
export type ImagePreload = { href: string } | { srcset: string; sizes: string };

/**
 * The preload of a photo the storefront shows with `srcset` and `sizes`: the same candidates as its
 * <img> (shared villa-photos), so the browser picks the same file and downloads it once. The app
 * can only show the photo once its code has run and rendered the page; asked for in the HTML, the
 * photo downloads while that code does.
 */
export function photoPreload(image: PhotoLike, sizes: string): ImagePreload {
  const srcset = photoSrcSet(photoCandidates(image));
  return srcset ? { srcset, sizes } : { href: photoCandidates(image)[0]?.url ?? image.url };
}

function preloadTag(preload: ImagePreload): string {
  const source = 'srcset' in preload ? `imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes)}"` : `href="${escapeHtml(preload.href)}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high">`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * JSON that cannot end its script element or open a comment: `<`, `>` and `&` become \u escapes
 * (still the same JSON), as do the two line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Plain text for a meta description: markdown marks and runs of space removed, cut at a word. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The template's own tags that a page-specific value replaces. */
const REPLACED = [
  /<link\s+rel=["']alternate["']\s+hreflang[^>]*>\s*/gi,
  /<meta\s+name=["']description["'][^>]*>\s*/gi,
  /<meta\s+name=["']robots["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
  /<meta\s+property=["']og:[^"']*["'][^>]*>\s*/gi,
];

/** The built index.html with this page's title and head tags written in. */
export function renderHead(template: string, head: PageHead): string {
  let html = template;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    html = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title) : html.replace(/<\/head>/i, () => `${title}\n</head>`);
  }
  const tags: string[] = [];
  if (head.description !== undefined) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.robots !== undefined) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical !== undefined) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    tags.push(`<meta property="og:${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  if (head.jsonLd !== undefined) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  if (head.preloadImage !== undefined) tags.push(preloadTag(head.preloadImage));
  for (const alternate of head.alternates ?? []) tags.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`);
  if (head.lang !== undefined) html = html.replace(/<html([^>]*?)\s+lang=["'][^"']*["']/i, (_, before: string) => `<html${before} lang="${escapeHtml(head.lang!)}"`);
  if (tags.length === 0) return html;
  for (const pattern of REPLACED) html = html.replace(pattern, '');
  return html.replace(/<\/head>/i, () => `${tags.join('\n')}\n</head>`);
}

function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Head tags of a villa page (`/villa/:id`) or its reviews page, with its schema.org description. */
export function villaHead(villa: VillaDto, siteUrl: string, options: { reviews?: boolean; region?: string } = {}): PageHead {
  const url = `${siteUrl}/villa/${encodeURIComponent(villa.slug)}`;
  const canonical = options.reviews ? `${url}/reviews` : url;
  const title = options.reviews ? `Reviews of ${villa.name} | ${SITE_NAME}` : `${villa.name} | ${SITE_NAME}`;
  // In the language asked for where the villa has it (`localized`), else English.
  const description = summarize(villa.localized?.description.text ?? villa.description) || `${villa.villatype} for ${villa.guests} guests in ${villa.areas.join(', ')}`;
  const images = villa.images.map((image) => absolute(siteUrl, image.url));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': ['VacationRental', 'LodgingBusiness'],
    '@id': url,
    identifier: villa.id,
    name: villa.name,
    description,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(villa.areas[0] ? { addressLocality: villa.areas[0] } : {}),
      ...(options.region ? { addressRegion: options.region } : {}),
      addressCountry: 'TH',
    },
    numberOfRooms: villa.bedrooms,
    occupancy: { '@type': 'QuantitativeValue', maxValue: villa.guests },
    amenityFeature: villa.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    ...(villa.reviews > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: villa.rating, reviewCount: villa.reviews, bestRating: 5, worstRating: 1 } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: villa.currentPrice,
      priceCurrency: villa.currency,
      availability: 'https://schema.org/InStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: villa.currentPrice, priceCurrency: villa.currency, unitText: 'night' },
    },
  };
  return {
    title,
    description,
    canonical,
    openGraph: {
      type: 'website',
      site_name: SITE_NAME,
      title: villa.name,
      description,
      url: canonical,
      ...(images[0] ? { image: images[0] } : {}),
    },
    jsonLd,
    // The main photo of the gallery (the reviews page shows none).
    ...(!options.reviews && villa.images[0] ? { preloadImage: photoPreload(villa.images[0], VILLA_MAIN_PHOTO_SIZES) } : {}),
  };
}

/** The parts of a CMS page (`/api/pages/:slug`) the head needs. */
export interface CmsPage {
  title?: string | null;
  body?: string | null;
  seo?: { metaTitle?: string | null; metaDescription?: string | null } | null;
}

const PAGE_TYPES: Record<string, string> = { about: 'AboutPage', contact: 'ContactPage' };

/** Head tags of a static page (`/about`, `/contact`, `/terms`, `/privacy`) from its CMS entry. */
export function staticPageHead(slug: string, page: CmsPage, siteUrl: string): PageHead {
  const url = `${siteUrl}/${slug}`;
  const name = page.title?.trim() || slug;
  const title = page.seo?.metaTitle?.trim() || `${name} | ${SITE_NAME}`;
  const description = page.seo?.metaDescription?.trim() || summarize(page.body ?? '');
  return {
    title,
    ...(description ? { description } : {}),
    canonical: url,
    openGraph: { type: 'website', site_name: SITE_NAME, title, ...(description ? { description } : {}), url },
    jsonLd: { '@context': 'https://schema.org', '@type': PAGE_TYPES[slug] ?? 'WebPage', name, ...(description ? { description } : {}), url },
  };
}

import type { ContentLocale, PageDto, SiteSettingsDto } from '@islandstay/shared/cms/content.schemas';
import { SOCIAL_NETWORKS } from '@islandstay/shared/cms/content.schemas';

/**
 * Strapi's page and site-settings documents as the API serves them: only the fields the front
 * ends use, typed, with Strapi's bookkeeping (ids, documentId, timestamps) left out. Everything is
 * read defensively: an editor may leave any field empty, and a list item missing a required text
 * is dropped rather than served half empty.
 */
type Raw = Record<string, unknown> | null | undefined;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The items of a repeatable component, each mapped; `undefined` drops an item. */
function items<T>(value: unknown, map: (item: Record<string, unknown>) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const mapped = item && typeof item === 'object' ? map(item as Record<string, unknown>) : undefined;
    return mapped === undefined ? [] : [mapped];
  });
}

/** Both texts present, or the item is dropped. */
function both<A extends string, B extends string>(item: Record<string, unknown>, a: A, b: B): Record<A | B, string> | undefined {
  const first = text(item[a]);
  const second = text(item[b]);
  return first && second ? ({ [a]: first, [b]: second } as Record<A | B, string>) : undefined;
}

function localeOf(raw: Raw, fallback: ContentLocale): ContentLocale {
  return raw?.locale === 'th' || raw?.locale === 'en' ? raw.locale : fallback;
}

function size(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function photo(raw: unknown, alt: string): PageDto['team'][number]['photo'] {
  const file = raw as Raw;
  const url = text(file?.url);
  return url ? { url, width: size(file?.width), height: size(file?.height), alt: text(file?.alternativeText) ?? alt } : null;
}

export function toPage(raw: Raw, slug: string, requested: ContentLocale): PageDto {
  const seo = raw?.seo as Raw;
  return {
    slug: text(raw?.slug) ?? slug,
    locale: localeOf(raw, requested),
    title: text(raw?.title) ?? '',
    body: text(raw?.body) ?? '',
    seo: seo ? { metaTitle: text(seo.metaTitle), metaDescription: text(seo.metaDescription) } : null,
    values: items(raw?.values, (v) => {
      const title = text(v.title);
      return title ? { title, text: text(v.text) } : undefined;
    }),
    team: items(raw?.team, (m) => {
      const name = text(m.name);
      return name ? { name, role: text(m.role), bio: text(m.bio), photo: photo(m.photo, name) } : undefined;
    }),
    counters: items(raw?.counters, (c) => both(c, 'value', 'label')),
    faqs: items(raw?.faqs, (f) => both(f, 'question', 'answer')),
  };
}

type SocialNetwork = SiteSettingsDto['socialLinks'][number]['network'];
const isNetwork = (value: unknown): value is SocialNetwork => (SOCIAL_NETWORKS as readonly unknown[]).includes(value);

export function toSiteSettings(raw: Raw, requested: ContentLocale): SiteSettingsDto {
  return {
    locale: localeOf(raw, requested),
    islandName: text(raw?.islandName),
    contact: { phone: text(raw?.contactPhone), email: text(raw?.contactEmail), address: text(raw?.address) },
    supportHours: text(raw?.supportHours),
    supportLinks: items(raw?.supportLinks, (l) => both(l, 'label', 'url')),
    socialLinks: items(raw?.socialLinks, (l) => {
      const url = text(l.url);
      return isNetwork(l.network) && url ? { network: l.network, url } : undefined;
    }),
    footerAreas: items(raw?.footerAreas, (a) => text(a.name) ?? undefined),
    copyright: text(raw?.copyright),
    checkInTime: text(raw?.checkInTime) ?? '14:00',
    checkOutTime: text(raw?.checkOutTime) ?? '11:00',
  };
}

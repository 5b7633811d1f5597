import { z } from 'zod';

/**
 * Static pages and site settings as the booking service serves them (`GET /api/pages/:slug`,
 * `GET /api/site-settings`): flat and typed, with none of Strapi's own fields (id, documentId,
 * createdAt, updatedAt, publishedAt, component ids). A text the editors left empty is null.
 */
export const CONTENT_LOCALES = ['en', 'th'] as const;
export const contentLocaleSchema = z.enum(CONTENT_LOCALES, { error: 'locale must be en or th' });
export type ContentLocale = z.infer<typeof contentLocaleSchema>;

/** `?locale=th`: the Thai version where there is one, else the English one (English by default). */
export const contentLocaleQuerySchema = z.object({ locale: contentLocaleSchema.optional() });

export const pageSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a page slug') });

const text = z.string().nullable();

export const contentImageSchema = z.object({ url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), alt: z.string() });

export const pageSchema = z.object({
  slug: z.string(),
  /** The locale of the text served: `en` when the Thai version asked for does not exist. */
  locale: contentLocaleSchema,
  title: z.string(),
  /** Markdown. */
  body: z.string(),
  seo: z.object({ metaTitle: text, metaDescription: text }).nullable(),
  /** About page only (empty elsewhere): values, team and headline counters. */
  values: z.array(z.object({ title: z.string(), text: text })),
  team: z.array(z.object({ name: z.string(), role: text, bio: text, photo: contentImageSchema.nullable() })),
  counters: z.array(z.object({ value: z.string(), label: z.string() })),
  /** Contact page only. */
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type PageDto = z.infer<typeof pageSchema>;
export const pageResponseSchema = z.object({ data: pageSchema });

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'line', 'whatsapp', 'linkedin'] as const;

export const siteSettingsSchema = z.object({
  locale: contentLocaleSchema,
  islandName: text,
  /** The footer's contact block. */
  contact: z.object({ phone: text, email: text, address: text }),
  supportHours: text,
  /** Footer links (help, policies): a site path or an http(s), mailto: or tel: URL. */
  supportLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  /** Popular areas named in the footer. */
  footerAreas: z.array(z.string()),
  copyright: text,
  /** `HH:MM` on the island; defaults 14:00 and 11:00. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /**
   * A MapLibre style URL for the maps (the server's MAP_STYLE_URL), not CMS content; null or
   * absent: the storefront draws the island from the geometry it ships.
   */
  mapStyleUrl: z.string().nullable().optional(),
});
export type SiteSettingsDto = z.infer<typeof siteSettingsSchema>;
export const siteSettingsResponseSchema = z.object({ data: siteSettingsSchema });

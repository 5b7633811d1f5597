import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { CmsClient } from '../cms-sync/cms-client.ts';
import type { ContentLocale, PageDto, SiteSettingsDto } from '@islandstay/shared/cms/content.schemas';
import { readCached, writeCached } from './cms-content.repository.ts';
import { toPage, toSiteSettings } from './cms-content.mapping.ts';

/** How a read may get its copy. */
export interface ContentReadOptions {
  /**
   * Only from the Postgres cache, fresh or stale, never waiting for the CMS: a server render's
   * read (web module). A stale copy is served and refreshed in the background; nothing cached is
   * a ContentNotCached error, and the page then renders in the browser, whose read fills the cache.
   */
  cacheOnly?: boolean;
}

/** A cache-only read found no copy of the document. */
export class ContentNotCached extends Error {
  constructor(readonly key: string) {
    super(`${key} is not cached`);
    this.name = 'ContentNotCached';
  }
}

/**
 * Static pages and site settings from the CMS, cached in Postgres: fresh for CMS_CACHE_SECONDS,
 * then refetched; while the CMS is unreachable the last copy is served (stale), so the site keeps
 * its pages when Strapi is down. Each locale is cached apart; a Thai request with no Thai version
 * gets (and caches) the English one. The cache holds Strapi's document, mapped on every read, so
 * a change of the mapping applies to copies cached before it.
 */
export class CmsContentService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly cms: CmsClient,
    private readonly options: {
      /** How long a cached page or setting is served before it is fetched again. */
      cacheSeconds: number;
    },
  ) {}

  /** The keys being refreshed in the background after a cache-only read served a stale copy: one refresh each at a time. */
  private readonly refreshing = new Map<string, Promise<void>>();

  async page(slug: string, locale: ContentLocale = 'en', options: ContentReadOptions = {}): Promise<PageDto> {
    const raw = await this.cached(
      `page:${slug}:${locale}`,
      'Page not found',
      async () => {
        for (const candidate of withFallback(locale)) {
          const body = await this.read(`/api/pages?filters[slug][$eq]=${encodeURIComponent(slug)}&locale=${candidate}&${PAGE_POPULATE}`);
          const data = (body as { data?: unknown[] } | undefined)?.data;
          if (Array.isArray(data) && data.length > 0) return data[0];
        }
        return undefined;
      },
      options,
    );
    return toPage(raw as Record<string, unknown>, slug, locale);
  }

  async siteSettings(locale: ContentLocale = 'en', options: ContentReadOptions = {}): Promise<SiteSettingsDto> {
    const raw = await this.cached(
      `site-settings:${locale}`,
      'The site settings do not exist yet',
      async () => {
        for (const candidate of withFallback(locale)) {
          const data = ((await this.read(`/api/site-setting?locale=${candidate}&populate=*`)) as { data?: unknown } | undefined)?.data;
          if (data) return data;
        }
        return undefined;
      },
      options,
    );
    return toSiteSettings(raw as Record<string, unknown>, locale);
  }

  /** Strapi's answer; undefined for its 404 (no document in that locale). */
  private async read(path: string): Promise<unknown> {
    const response = await this.cms.request('GET', path, { timeoutMs: 5_000 });
    if (response.status === 404) return undefined;
    if (response.status !== 200) throw new Error(`CMS answered ${response.status}`);
    return response.body;
  }

  private async cached(key: string, notFound: string, load: () => Promise<unknown>, options: ContentReadOptions = {}): Promise<unknown> {
    const now = this.clock();
    const cached = await readCached(this.db, key);
    const fresh = cached !== undefined && now.getTime() - new Date(cached.fetchedAt).getTime() < this.options.cacheSeconds * 1000;
    if (options.cacheOnly) {
      if (!cached) throw new ContentNotCached(key);
      if (!fresh) this.refreshInBackground(key, notFound, load);
      return cached.body;
    }
    if (fresh) return cached.body;
    return this.fetchAndCache(key, notFound, load, cached, now);
  }

  /**
   * The read an HTTP request makes of a stale copy, started and not awaited: the next render gets
   * the new copy. Its failures (the CMS down, the document gone) are logged, never thrown; the
   * stale copy stays until a read gets a new one.
   */
  private refreshInBackground(key: string, notFound: string, load: () => Promise<unknown>): void {
    if (this.refreshing.has(key)) return;
    const refresh = this.cached(key, notFound, load)
      .then(
        () => undefined,
        (err: unknown) => this.logger.debug({ err, key }, 'background refresh of a stale CMS copy failed'),
      )
      .finally(() => this.refreshing.delete(key));
    this.refreshing.set(key, refresh);
  }

  private async fetchAndCache(key: string, notFound: string, load: () => Promise<unknown>, cached: { body: unknown } | undefined, now: Date): Promise<unknown> {
    let fresh: unknown;
    try {
      fresh = await load();
    } catch (err) {
      if (cached) {
        this.logger.warn({ err, key }, 'CMS unreachable: serving the cached copy');
        return cached.body;
      }
      this.logger.error({ err, key }, 'CMS unreachable and nothing cached');
      throw new AppError('BAD_GATEWAY', 'upstream.contentUnavailable', 'This content is not available right now. Please try again shortly.');
    }
    if (fresh === undefined) throw AppError.notFound(notFound);
    await writeCached(this.db, key, fresh, now);
    return fresh;
  }
}

/** Every part of a page, the team's photos included (`populate=*` stops one level down). */
const PAGE_POPULATE = ['seo', 'values', 'counters', 'faqs']
  .map((part) => `populate[${part}]=true`)
  .concat('populate[team][populate][0]=photo')
  .join('&');

function withFallback(locale: ContentLocale): ContentLocale[] {
  return locale === 'en' ? ['en'] : [locale, 'en'];
}

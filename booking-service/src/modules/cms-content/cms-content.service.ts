import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { CmsClient } from '../cms-sync/cms-client.ts';
import { readCached, writeCached } from './cms-content.repository.ts';

/**
 * Static pages and site settings from the CMS, cached in Postgres: fresh for CMS_CACHE_SECONDS,
 * then refetched; while the CMS is unreachable the last copy is served (stale), so the site keeps
 * its pages when Strapi is down.
 */
export class CmsContentService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly cms: CmsClient,
    private readonly cacheSeconds: number,
  ) {}

  async page(slug: string): Promise<unknown> {
    return this.cached(`page:${slug}`, `/api/pages?filters[slug][$eq]=${encodeURIComponent(slug)}&populate=*`, (body) => {
      const data = (body as { data?: unknown[] }).data;
      return Array.isArray(data) && data.length > 0 ? data[0] : undefined;
    });
  }

  async siteSettings(): Promise<unknown> {
    return this.cached('site-settings', '/api/site-setting?populate=*', (body) => (body as { data?: unknown }).data ?? undefined);
  }

  private async cached(key: string, path: string, pick: (body: unknown) => unknown): Promise<unknown> {
    const now = this.clock();
    const cached = await readCached(this.db, key);
    if (cached && now.getTime() - new Date(cached.fetchedAt).getTime() < this.cacheSeconds * 1000) return cached.body;
    let fresh: unknown;
    try {
      const response = await this.cms.request('GET', path, { timeoutMs: 5_000 });
      if (response.status !== 200) throw new Error(`CMS answered ${response.status}`);
      fresh = pick(response.body);
    } catch (err) {
      if (cached) {
        this.logger.warn({ err, key }, 'CMS unreachable: serving the cached copy');
        return cached.body;
      }
      this.logger.error({ err, key }, 'CMS unreachable and nothing cached');
      throw new AppError('BAD_GATEWAY', 'This content is not available right now. Please try again shortly.');
    }
    if (fresh === undefined) throw AppError.notFound('Page not found');
    await writeCached(this.db, key, fresh, now);
    return fresh;
  }
}

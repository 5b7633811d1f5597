import { villaSearchQuerySchema } from '@islandstay/shared/villas/villa.schemas';
import { VILLA_CARD_PHOTO_SIZES } from '@islandstay/shared/villas/villa-photos';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { readCached } from '../cms-content/cms-content-reads.ts';
import type { CmsContentService } from '../cms-content/cms-content.service.ts';
import type { VillaService } from '../villas/villas.service.ts';
import { photoPreload, staticPageHead, villaHead, type CmsPage, type PageHead, type PageLanguage } from './head-tags.ts';
import { sitemapXml } from './seo-files.ts';

/**
 * What the server writes into a storefront page before the app runs (title, description,
 * canonical, Open Graph, JSON-LD, the largest photo's preload) and the sitemap. A head that cannot
 * be written is left out, never an error: the app then loads its data itself.
 */
export class PageHeadService {
  private readonly siteUrl: string;

  constructor(
    private readonly db: Knex,
    private readonly villas: VillaService,
    private readonly cmsContent: CmsContentService,
    private readonly logger: Logger,
    /** PUBLIC_URL: canonical URLs, Open Graph, the sitemap. */
    siteUrl: string,
  ) {
    this.siteUrl = siteUrl.replace(/\/$/, '');
  }

  /** A villa page's head; undefined when there is no such public villa. */
  async villaPage(idOrSlug: string, reviews: boolean, language: PageLanguage = 'en'): Promise<PageHead | undefined> {
    try {
      const villa = await this.villas.detail(idOrSlug, { locale: language });
      // Only the cached copy (the footer keeps it fresh): a villa page never waits on the CMS.
      const settings = (await readCached(this.db, 'site-settings:en'))?.body as { islandName?: unknown } | undefined;
      const region = typeof settings?.islandName === 'string' ? settings.islandName : undefined;
      return villaHead(villa, this.siteUrl, { reviews, region });
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return undefined;
      this.logger.warn({ err, idOrSlug }, 'villa head not written; the page loads its data itself');
      return {};
    }
  }

  async staticPage(slug: string, language: PageLanguage = 'en'): Promise<PageHead> {
    try {
      return staticPageHead(slug, (await this.cmsContent.page(slug, language)) as CmsPage, this.siteUrl);
    } catch (err) {
      // CMS down with nothing cached, or the page not created yet: the app shows its own state.
      this.logger.debug({ err, slug }, 'static page head not written');
      return { canonical: `${this.siteUrl}/${slug}` };
    }
  }

  /**
   * The first result's photo of /search, the page's largest paint. Only for the address without a
   * query (but its language): the app then reads the first page of the default search, whose first villa is this
   * one; with filters the app's read may differ, and a wrong photo would only cost bandwidth.
   */
  async searchPhoto(querystring: string): Promise<Pick<PageHead, 'preloadImage'>> {
    // The page's language (`?lang=`) changes no result.
    if ([...new URLSearchParams(querystring).keys()].some((key) => key !== 'lang')) return {};
    try {
      const [first] = (await this.villas.search(villaSearchQuerySchema.parse({ limit: '1' }))).data;
      return first?.images[0] ? { preloadImage: photoPreload(first.images[0], VILLA_CARD_PHOTO_SIZES) } : {};
    } catch (err) {
      this.logger.warn({ err }, 'search photo preload not written; the page loads it itself');
      return {};
    }
  }

  /** `/sitemap.xml` with every public villa of the current snapshot. */
  async sitemap(): Promise<string> {
    const snapshot = await this.villas.snapshot();
    return sitemapXml(
      this.siteUrl,
      snapshot.entries.map((entry) => entry.villa.slug),
    );
  }
}

import { content as contract } from '@islandstay/shared/contract/content.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import type { CmsContentService, ContentReadOptions } from './cms-content.service.ts';

/**
 * `runtime`: settings from the environment that the storefront reads with the site settings.
 * `read`: how the service gets its copy; `{ cacheOnly: true }` gives the same routes for a server
 * render (web module), answered from the Postgres cache only and never waiting for the CMS.
 */
export function cmsContentRoutes(content: CmsContentService, runtime: { mapStyleUrl?: string } = {}, read: ContentReadOptions = {}): RouteDef[] {
  return [
    implement(contract.getPage, async (ctx, { params, query }) => {
      ctx.body = { data: await content.page(params.slug, query.locale, read) };
    }),
    implement(contract.getSiteSettings, async (ctx, { query }) => {
      ctx.body = { data: { ...(await content.siteSettings(query.locale, read)), mapStyleUrl: runtime.mapStyleUrl ?? null } };
    }),
  ];
}

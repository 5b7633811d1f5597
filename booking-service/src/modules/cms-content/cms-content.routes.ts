import { content as contract } from '@islandstay/shared/contract/content.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import type { CmsContentService } from './cms-content.service.ts';

/** `runtime`: settings from the environment that the storefront reads with the site settings. */
export function cmsContentRoutes(content: CmsContentService, runtime: { mapStyleUrl?: string } = {}): RouteDef[] {
  return [
    implement(contract.getPage, async (ctx, { params, query }) => {
      ctx.body = { data: await content.page(params.slug, query.locale) };
    }),
    implement(contract.getSiteSettings, async (ctx, { query }) => {
      ctx.body = { data: { ...(await content.siteSettings(query.locale)), mapStyleUrl: runtime.mapStyleUrl ?? null } };
    }),
  ];
}

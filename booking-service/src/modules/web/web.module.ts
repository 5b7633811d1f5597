import type Koa from 'koa';
import type { Knex } from '../../db/knex.ts';
import type { AppState, RouteDef } from '../../lib/http/route.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ServedMethods } from '../../middlewares/allowed-methods.ts';
import type { CmsContentService } from '../cms-content/cms-content.service.ts';
import type { VillaService } from '../villas/villas.service.ts';
import { PageHeadService } from './page-heads.service.ts';
import { SsrBundle } from './ssr-renderer.ts';
import { createSsrReader } from './ssr-reads.ts';
import { webFrontEnds, webMethods, type WebOptions } from './web.middleware.ts';

/**
 * The built front ends at the one origin, with heads written on the server and the sitemap. It
 * has no API routes: its middleware is mounted after the router.
 */
export function createWebModule(deps: {
  db: Knex;
  logger: Logger;
  villas: VillaService;
  cmsContent: CmsContentService;
  /** The API's routes: a server render's reads go through them, in process. */
  routes: readonly RouteDef[];
  /** The CMS content's reads answered from its cache alone (cms-content's `cacheOnlyRoutes`): a render's, which never waits for the CMS. */
  cacheOnlyRoutes: readonly RouteDef[];
  options: WebOptions & { storefrontSsrEntry?: string };
}): {
  pageHeads: PageHeadService;
  middleware: Koa.Middleware<AppState>;
  servedMethods: ServedMethods;
} {
  const pageHeads = new PageHeadService(deps.db, deps.villas, deps.cmsContent, deps.logger, deps.options.siteUrl);
  const { storefrontSsrEntry, ...options } = deps.options;
  const ssr = storefrontSsrEntry ? { bundle: new SsrBundle(storefrontSsrEntry, deps.logger), read: createSsrReader(deps.routes, deps.cacheOnlyRoutes), logger: deps.logger } : undefined;
  return { pageHeads, middleware: webFrontEnds(options, pageHeads, ssr), servedMethods: webMethods };
}

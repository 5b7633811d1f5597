import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule, RouteDef } from '../../lib/http/route.ts';
import type { Logger } from '../../lib/logger.ts';
import type { CmsClient } from '../cms-sync/cms-client.ts';
import { cmsContentRoutes } from './cms-content.routes.ts';
import { CmsContentService } from './cms-content.service.ts';

/**
 * CMS pages and site settings, cached and served stale while the CMS is down. `cacheOnlyRoutes`:
 * the same reads answered from the cache alone, for server renders (never mounted on the router).
 */
export function createCmsContentModule(deps: {
  db: Knex;
  clock: Clock;
  logger: Logger;
  cms: CmsClient;
  options: { cacheSeconds: number; mapStyleUrl?: string };
}): ApiModule & { cmsContent: CmsContentService; cacheOnlyRoutes: RouteDef[] } {
  const cmsContent = new CmsContentService(deps.db, deps.clock, deps.logger, deps.cms, deps.options);
  const runtime = { mapStyleUrl: deps.options.mapStyleUrl };
  return { cmsContent, routes: cmsContentRoutes(cmsContent, runtime), cacheOnlyRoutes: cmsContentRoutes(cmsContent, runtime, { cacheOnly: true }) };
}

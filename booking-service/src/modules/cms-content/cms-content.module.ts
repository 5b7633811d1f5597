import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { Logger } from '../../lib/logger.ts';
import type { CmsClient } from '../cms-sync/cms-client.ts';
import { cmsContentRoutes } from './cms-content.routes.ts';
import { CmsContentService } from './cms-content.service.ts';

/** CMS pages and site settings, cached and served stale while the CMS is down. */
export function createCmsContentModule(deps: {
  db: Knex;
  clock: Clock;
  logger: Logger;
  cms: CmsClient;
  options: { cacheSeconds: number; mapStyleUrl?: string };
}): ApiModule & { cmsContent: CmsContentService } {
  const cmsContent = new CmsContentService(deps.db, deps.clock, deps.logger, deps.cms, deps.options);
  return { cmsContent, routes: cmsContentRoutes(cmsContent, { mapStyleUrl: deps.options.mapStyleUrl }) };
}

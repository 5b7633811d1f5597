import type { Knex } from '../../db/knex.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { Logger } from '../../lib/logger.ts';
import type { CmsClient } from './cms-client.ts';
import { cmsSyncRoutes } from './cms-sync.routes.ts';
import { CmsSyncService, type OwnerAccessEnded } from './cms-sync.service.ts';

/** The villa projection: the CMS's signed events and the reconcile from its snapshot. */
export function createCmsSyncModule(deps: { db: Knex; cms: CmsClient; logger: Logger; ownerAccessEnded: OwnerAccessEnded }): ApiModule & { cmsSync: CmsSyncService } {
  const cmsSync = new CmsSyncService(deps.db, deps.cms, deps.logger, {}, deps.ownerAccessEnded);
  return { cmsSync, routes: cmsSyncRoutes(cmsSync) };
}

import type { Knex } from '../../db/knex.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { CmsClient } from '../cms-sync/cms-client.ts';
import { healthRoutes } from './health.routes.ts';
import { HealthService } from './health.service.ts';

/** The health answer: database, CMS and mail. */
export function createHealthModule(deps: { db: Knex; cms: CmsClient; options: { mailConfigured: boolean } }): ApiModule {
  return { routes: healthRoutes(new HealthService(deps.db, deps.cms, deps.options)) };
}

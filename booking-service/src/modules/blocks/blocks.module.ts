import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { blockRoutes } from './blocks.routes.ts';
import { BlockService } from './blocks.service.ts';

/** Blocked dates of a villa (owner stays, maintenance). */
export function createBlocksModule(deps: { db: Knex; clock: Clock }): ApiModule {
  return { routes: blockRoutes(new BlockService(deps.db, deps.clock)) };
}

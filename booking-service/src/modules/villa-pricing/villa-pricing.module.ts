import type { Knex } from '../../db/knex.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { villaPricingRoutes } from './villa-pricing.routes.ts';
import { VillaPricingService } from './villa-pricing.service.ts';

/** Staff's seasons, prices and stay rules of a villa. */
export function createVillaPricingModule(deps: { db: Knex }): ApiModule {
  return { routes: villaPricingRoutes(new VillaPricingService(deps.db)) };
}

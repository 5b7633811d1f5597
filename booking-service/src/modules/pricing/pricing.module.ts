import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { VillaService } from '../villas/villas.service.ts';
import { pricingRoutes } from './pricing.routes.ts';
import { PricingService } from './pricing.service.ts';

/** Quotes and price calendars of public villas. */
export function createPricingModule(deps: { db: Knex; clock: Clock; villas: VillaService }): ApiModule {
  return { routes: pricingRoutes(new PricingService(deps.villas, deps.db, deps.clock)) };
}

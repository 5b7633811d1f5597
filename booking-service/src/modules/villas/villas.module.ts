import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { VillaCatalog } from './villa-catalog.ts';
import { villaRoutes } from './villas.routes.ts';
import { VillaService } from './villas.service.ts';

/** The public villas: the catalog held in memory, list, search, detail, areas and amenities. */
export function createVillasModule(deps: { db: Knex; clock: Clock }): ApiModule & { catalog: VillaCatalog; villas: VillaService } {
  const catalog = new VillaCatalog(deps.db);
  const villas = new VillaService(deps.db, catalog, deps.clock);
  return { catalog, villas, routes: villaRoutes(villas) };
}

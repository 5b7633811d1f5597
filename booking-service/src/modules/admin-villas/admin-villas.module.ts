import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { CmsClient } from '../cms-sync/cms-client.ts';
import type { CmsSyncService } from '../cms-sync/cms-sync.service.ts';
import type { CurrencyService } from '../currencies/currencies.service.ts';
import { adminVillaRoutes } from './admin-villas.routes.ts';
import { AdminVillaService } from './admin-villas.service.ts';
import { VillaWriteService } from './villa-writes.service.ts';

/** Staff's villas: the list in scope, and writes through the CMS. */
export function createAdminVillasModule(deps: {
  db: Knex;
  clock: Clock;
  cms: CmsClient;
  cmsSync: CmsSyncService;
  currencies: CurrencyService;
  options: { outboundAllowHosts: readonly string[] };
}): ApiModule {
  const villas = new AdminVillaService(deps.db, deps.clock);
  const writes = new VillaWriteService(deps.db, deps.cms, deps.cmsSync, deps.currencies, villas, deps.clock, deps.options);
  return { routes: adminVillaRoutes(villas, writes) };
}

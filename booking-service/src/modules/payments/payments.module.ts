import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { PaymentsService } from './payments.service.ts';

/** A booking's ledger of money received and returned, for the villa's owner and the admin. */
export function createPaymentsModule(deps: { db: Knex; clock: Clock }): ApiModule {
  return { routes: paymentsRoutes(new PaymentsService(deps.db, deps.clock)) };
}

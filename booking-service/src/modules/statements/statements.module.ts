import type { Knex } from '../../db/knex.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import { statementsRoutes } from './statements.routes.ts';
import { StatementsService } from './statements.service.ts';

/** Owners' monthly statements, and the platform's commission on them. */
export function createStatementsModule(deps: { db: Knex }): ApiModule & { statements: StatementsService } {
  const statements = new StatementsService(deps.db);
  return { statements, routes: statementsRoutes(statements) };
}

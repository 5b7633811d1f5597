import { statements as contract } from '@islandstay/shared/contract/statements.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { StatementsService } from './statements.service.ts';

export function statementsRoutes(statements: StatementsService): RouteDef[] {
  return [
    implement(contract.list, async (ctx, { query }) => {
      ctx.body = await statements.list(requireSession(ctx), query.month);
    }),
    implement(contract.get, async (ctx, { params, query }) => {
      ctx.body = await statements.statement(requireSession(ctx), params.ownerId, query.month);
    }),
    implement(contract.csv, async (ctx, { params, query }) => {
      const { filename, body } = await statements.csv(requireSession(ctx), params.ownerId, query.month);
      // Money and guests' names: never kept by a browser or proxy cache.
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.body = body;
    }),
    implement(contract.settings, async (ctx) => {
      requireSession(ctx);
      ctx.body = await statements.settings();
    }),
    implement(contract.updateSettings, async (ctx, { body }) => {
      requireSession(ctx);
      ctx.body = await statements.updateSettings(body);
    }),
  ];
}

import { tm30 as contract } from '@islandstay/shared/contract/tm30.contract';
import { implement, type AppContext, type RouteDef } from '../../lib/http/route.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { Tm30Service } from './tm30.service.ts';

/** Passport details are never kept by a browser or proxy cache. */
function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

export function tm30Routes(tm30: Tm30Service, sessions: SessionCookies): RouteDef[] {
  return [
    implement(contract.get, async (ctx, { params, query }) => {
      noStore(ctx);
      ctx.body = await tm30.forGuest({ session: await sessions.current(ctx), token: query.token }, params.id);
    }),
    implement(contract.fill, async (ctx, { params, query, body }) => {
      noStore(ctx);
      ctx.body = await tm30.submit({ session: await sessions.current(ctx), token: query.token }, params.id, body);
    }),
    implement(contract.getForStaff, async (ctx, { params }) => {
      noStore(ctx);
      ctx.body = await tm30.forStaff(requireSession(ctx), params.id);
    }),
    implement(contract.exportCsv, async (ctx, { params }) => {
      const { filename, body } = await tm30.csv(requireSession(ctx), params.id);
      noStore(ctx);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.body = body;
    }),
  ];
}

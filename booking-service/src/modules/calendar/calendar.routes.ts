import { calendar as contract } from '@islandstay/shared/contract/calendar.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { CalendarService } from './calendar.service.ts';

export function calendarRoutes(calendar: CalendarService): RouteDef[] {
  return [
    implement(contract.get, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      // The answer is large (200 villas x 62 days is ~1 MB): sent as JSON text, so the compression
      // middleware's size check (koa's ctx.length) does not stringify it a second time.
      ctx.body = JSON.stringify(await calendar.range(requireSession(ctx), query.from, query.to));
      ctx.type = 'application/json';
    }),
    implement(contract.getMonthPrices, async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await calendar.monthPrices(requireSession(ctx), params.year, params.month);
    }),
  ];
}

import { calendar as contract } from '@islandstay/shared/contract/calendar.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { CalendarService } from './calendar.service.ts';

export function calendarRoutes(calendar: CalendarService): RouteDef[] {
  return [
    implement(contract.get, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await calendar.range(requireSession(ctx), query.from, query.to);
    }),
    implement(contract.getMonthPrices, async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await calendar.monthPrices(requireSession(ctx), params.year, params.month);
    }),
  ];
}

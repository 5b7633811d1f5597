import { calendar as contract } from '@islandstay/shared/contract/calendar.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import { chooseEncoding } from './calendar-answers.ts';
import type { CalendarService } from './calendar.service.ts';

export function calendarRoutes(calendar: CalendarService): RouteDef[] {
  return [
    implement(contract.get, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      // The answer is large (200 villas x 62 days is ~1.2 MB) and often asked again unchanged: its
      // compressed form is kept with it (calendar-answers.ts) and sent with its Content-Encoding,
      // which the compression middleware leaves alone (it has already said Vary: Accept-Encoding).
      const answer = await calendar.rangeAnswer(requireSession(ctx), query.from, query.to);
      const encoding = answer.compressible ? chooseEncoding(ctx.get('Accept-Encoding') || undefined) : undefined;
      if (encoding) {
        ctx.body = await answer.encode(encoding);
        ctx.set('Content-Encoding', encoding);
      } else {
        ctx.body = answer.text;
      }
      ctx.type = 'application/json';
    }),
    implement(contract.getMonthPrices, async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await calendar.monthPrices(requireSession(ctx), params.year, params.month);
    }),
  ];
}

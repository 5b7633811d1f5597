import { calendarMonthParamsSchema, calendarMonthPricesResponseSchema, calendarQuerySchema, calendarResponseSchema } from '@islandstay/shared/bookings/calendar.schemas';
import { defineRoute, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { CalendarService } from './calendar.service.ts';

export function calendarRoutes(calendar: CalendarService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/calendar',
      operationId: 'calendar.get',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: "Every villa in scope with its bookings, blocks and nightly prices over [from, to) (at most 62 days)",
      request: { query: calendarQuerySchema },
      responses: { 200: { description: 'The calendar', schema: calendarResponseSchema } },
      async handler(ctx, { query }) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await calendar.range(requireSession(ctx), query.from, query.to);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/calendar-prices/:year/:month',
      operationId: 'calendar.getMonthPrices',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: 'Nightly prices of every villa in scope for a month, keyed by villa id then date',
      request: { params: calendarMonthParamsSchema },
      responses: { 200: { description: 'Prices', schema: calendarMonthPricesResponseSchema } },
      async handler(ctx, { params }) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await calendar.monthPrices(requireSession(ctx), params.year, params.month);
      },
    }),
  ];
}

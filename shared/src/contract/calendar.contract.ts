import { calendarMonthParamsSchema, calendarMonthPricesResponseSchema, calendarQuerySchema, calendarResponseSchema } from '../bookings/calendar.schemas.ts';
import { operation } from './operation.ts';

export const calendar = {
  get: operation({
    method: 'GET',
    path: '/api/admin/calendar',
    operationId: 'calendar.get',
    roles: ['owner', 'admin'],
    tag: 'back office',
    summary: 'Every villa in scope with its bookings, blocks and nightly prices over [from, to) (at most 62 days)',
    request: { query: calendarQuerySchema },
    responses: { 200: { description: 'The calendar', schema: calendarResponseSchema } },
  }),
  getMonthPrices: operation({
    method: 'GET',
    path: '/api/admin/calendar-prices/:year/:month',
    operationId: 'calendar.getMonthPrices',
    roles: ['owner', 'admin'],
    tag: 'back office',
    summary: 'Nightly prices of every villa in scope for a month, keyed by villa id then date',
    request: { params: calendarMonthParamsSchema },
    responses: { 200: { description: 'Prices', schema: calendarMonthPricesResponseSchema } },
  }),
};

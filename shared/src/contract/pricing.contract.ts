import { calendarPricesParamsSchema, calendarPricesQuerySchema, calendarPricesResponseSchema, quoteRequestSchema, quoteResponseSchema } from '../pricing/pricing.schemas.ts';
import { villaIdParamsSchema } from '../villas/villa.schemas.ts';
import { errorResponse, operation } from './operation.ts';

export const pricing = {
  quoteStay: operation({
    method: 'POST',
    path: '/api/villas/:id/calculate-price',
    operationId: 'pricing.quoteStay',
    roles: ['public'],
    tag: 'pricing',
    summary:
      'Quote a stay: every night priced by its own season, rules and discounts, and whether it can be booked now (available: false with reason booked, blocked, min_stay, check_in_day or check_out_day; for a stay rule, stayRule names the field and the rule)',
    request: { params: villaIdParamsSchema, body: quoteRequestSchema },
    responses: {
      200: { description: 'The quote, available or not', schema: quoteResponseSchema },
      400: errorResponse('Invalid input, or a check-in before today (island date)'),
      404: errorResponse('Villa not found'),
    },
  }),
  getMonthPrices: operation({
    method: 'GET',
    path: '/api/villas/:id/calendar-prices/:year/:month',
    operationId: 'pricing.getMonthPrices',
    roles: ['public'],
    tag: 'pricing',
    summary: "A month of nightly prices for the villa's calendar: mode=daily (default), weekly or monthly (a night's price in a stay of a week or a month)",
    request: { params: calendarPricesParamsSchema, query: calendarPricesQuerySchema },
    responses: {
      200: { description: 'Prices keyed by villa id, then date', schema: calendarPricesResponseSchema },
      400: errorResponse('Invalid year, month or mode'),
      404: errorResponse('Villa not found'),
    },
  }),
};

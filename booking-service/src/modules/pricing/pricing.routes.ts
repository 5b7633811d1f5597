import {
  calendarPricesParamsSchema,
  calendarPricesResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@islandstay/shared/pricing/pricing.schemas';
import { villaIdParamsSchema } from '@islandstay/shared/villas/villa.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../http/route.ts';
import type { PricingService } from './pricing.service.ts';

export function pricingRoutes(pricing: PricingService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/villas/:id/calculate-price',
      roles: ['public'],
      tag: 'pricing',
      summary: 'Quote a stay: every night priced by its own season, rules and discounts',
      request: { params: villaIdParamsSchema, body: quoteRequestSchema },
      responses: {
        200: { description: 'The quote', schema: quoteResponseSchema },
        400: errorResponse('Invalid input, or MIN_STAY'),
        404: errorResponse('Villa not found'),
      },
      async handler(ctx, { params, body }) {
        ctx.body = await pricing.quote(params.id, body);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/villas/:id/calendar-prices/:year/:month',
      roles: ['public'],
      tag: 'pricing',
      summary: "A month of nightly (daily-tier) prices for the villa's calendar",
      request: { params: calendarPricesParamsSchema },
      responses: {
        200: { description: 'Prices keyed by villa id, then date', schema: calendarPricesResponseSchema },
        404: errorResponse('Villa not found'),
      },
      async handler(ctx, { params }) {
        ctx.body = await pricing.calendarPrices(params.id, params.year, params.month);
      },
    }),
  ];
}

import {
  priceCalendarResponseSchema,
  pricingRulesResponseSchema,
  savePricingRulesResponseSchema,
  saveSeasonRangesResponseSchema,
  saveSeasonRangesSchema,
  saveSeasonsSchema,
  seasonRangesResponseSchema,
  seasonRatesSchema,
  updatePricingRulesSchema,
  villaPricingResponseSchema,
} from '@islandstay/shared/pricing/pricing-admin.schemas';
import { calendarPricesParamsSchema } from '@islandstay/shared/pricing/pricing.schemas';
import { villaIdParamsSchema } from '@islandstay/shared/villas/villa.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { VillaPricingService } from './villa-pricing.service.ts';

const notFound = errorResponse('Villa not found (or not yours)');

export function villaPricingRoutes(pricing: VillaPricingService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/villas/:id/pricing-rules',
      operationId: 'villaPricing.getRules',
      roles: ['owner', 'admin'],
      tag: 'pricing (back office)',
      summary: "A villa's pricing rules: seasonal multipliers, weekend rate and minimum stay, stay discounts, special dates",
      request: { params: villaIdParamsSchema },
      responses: { 200: { description: 'The rules', schema: pricingRulesResponseSchema }, 404: notFound },
      async handler(ctx, { params }) {
        ctx.body = await pricing.rules(requireSession(ctx), params.id);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/villas/:id/pricing-rules',
      operationId: 'villaPricing.replaceRules',
      roles: ['owner', 'admin'],
      tag: 'pricing (back office)',
      summary: "Replace a villa's pricing rules (multipliers 0.1-10, weekend minimum >= 1, discounts from 2 nights, 0-100%)",
      request: { params: villaIdParamsSchema, body: updatePricingRulesSchema },
      responses: { 200: { description: 'The saved rules', schema: savePricingRulesResponseSchema }, 404: notFound },
      async handler(ctx, { params, body }) {
        ctx.body = await pricing.saveRules(requireSession(ctx), params.id, body.pricingRules);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/villas/:id/pricing',
      operationId: 'villaPricing.get',
      roles: ['owner', 'admin'],
      tag: 'pricing (back office)',
      summary: "A villa's seasons, season-type rates and maximum discount",
      request: { params: villaIdParamsSchema },
      responses: { 200: { description: "The villa's seasons, season-type rates and maximum discount (our shape, not the spec's: see the schema)", schema: villaPricingResponseSchema }, 404: notFound },
      async handler(ctx, { params }) {
        ctx.body = await pricing.pricing(requireSession(ctx), params.id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/villas/season',
      operationId: 'villaPricing.saveSeasons',
      roles: ['owner', 'admin'],
      tag: 'pricing (back office)',
      summary: "Save a villa's season periods (the whole list replaces the old one)",
      request: { body: saveSeasonsSchema },
      responses: { 200: { description: 'Pricing after the save', schema: villaPricingResponseSchema }, 404: notFound },
      async handler(ctx, { body }) {
        ctx.body = await pricing.saveSeasons(requireSession(ctx), body);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/villas/:id/season-rates',
      operationId: 'villaPricing.setSeasonRates',
      roles: ['owner', 'admin'],
      tag: 'pricing (back office)',
      summary: "A villa's daily, weekly and monthly rates for the global low and high season periods",
      request: { params: villaIdParamsSchema, body: seasonRatesSchema },
      responses: { 200: { description: 'Pricing after the save', schema: villaPricingResponseSchema }, 404: notFound },
      async handler(ctx, { params, body }) {
        ctx.body = await pricing.saveSeasonRates(requireSession(ctx), params.id, body);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/villas/:id/price-calendar/:year/:month',
      operationId: 'villaPricing.getPriceCalendar',
      roles: ['owner', 'admin'],
      tag: 'pricing (back office)',
      summary: "A month of a villa's final nightly prices with the rules applied (the pricing page's preview)",
      request: { params: calendarPricesParamsSchema },
      responses: { 200: { description: 'Calendar', schema: priceCalendarResponseSchema }, 404: notFound },
      async handler(ctx, { params }) {
        ctx.body = await pricing.priceCalendar(requireSession(ctx), params.id, params.year, params.month);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/season-ranges',
      operationId: 'villaPricing.listSeasonRanges',
      roles: ['owner', 'admin'],
      tag: 'pricing (back office)',
      summary: 'The global season periods of the calendar',
      responses: { 200: { description: 'Season ranges', schema: seasonRangesResponseSchema } },
      async handler(ctx) {
        ctx.body = { seasonRanges: await pricing.seasonRanges() };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/season-ranges',
      operationId: 'villaPricing.replaceSeasonRanges',
      roles: ['admin'],
      tag: 'pricing (back office)',
      summary: 'Replace the global season periods (they price every villa with season-type rates: admin only)',
      request: { body: saveSeasonRangesSchema },
      responses: { 200: { description: 'Saved', schema: saveSeasonRangesResponseSchema } },
      async handler(ctx, { body }) {
        ctx.body = await pricing.saveSeasonRanges(body.seasonRanges);
      },
    }),
  ];
}

import { villaPricing as contract } from '@islandstay/shared/contract/villa-pricing.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { VillaPricingService } from './villa-pricing.service.ts';

export function villaPricingRoutes(pricing: VillaPricingService): RouteDef[] {
  return [
    implement(contract.getRules, async (ctx, { params }) => {
      ctx.body = await pricing.rules(requireSession(ctx), params.id);
    }),
    implement(contract.replaceRules, async (ctx, { params, body }) => {
      ctx.body = await pricing.saveRules(requireSession(ctx), params.id, body.pricingRules);
    }),
    implement(contract.get, async (ctx, { params }) => {
      ctx.body = await pricing.pricing(requireSession(ctx), params.id);
    }),
    implement(contract.saveSeasons, async (ctx, { body }) => {
      ctx.body = await pricing.saveSeasons(requireSession(ctx), body);
    }),
    implement(contract.setSeasonRates, async (ctx, { params, body }) => {
      ctx.body = await pricing.saveSeasonRates(requireSession(ctx), params.id, body);
    }),
    implement(contract.getPriceCalendar, async (ctx, { params }) => {
      ctx.body = await pricing.priceCalendar(requireSession(ctx), params.id, params.year, params.month);
    }),
    implement(contract.listSeasonRanges, async (ctx) => {
      ctx.body = { seasonRanges: await pricing.seasonRanges() };
    }),
    implement(contract.replaceSeasonRanges, async (ctx, { body }) => {
      ctx.body = await pricing.saveSeasonRanges(body.seasonRanges);
    }),
  ];
}

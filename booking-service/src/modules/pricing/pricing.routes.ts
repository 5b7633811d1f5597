import { pricing as contract } from '@islandstay/shared/contract/pricing.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import type { PricingService } from './pricing.service.ts';

export function pricingRoutes(pricing: PricingService): RouteDef[] {
  return [
    implement(contract.quoteStay, async (ctx, { params, body }) => {
      ctx.body = await pricing.quote(params.id, body);
    }),
    implement(contract.getMonthPrices, async (ctx, { params, query }) => {
      ctx.body = await pricing.calendarPrices(params.id, params.year, params.month, query.mode);
    }),
  ];
}

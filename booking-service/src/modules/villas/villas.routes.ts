import { villas as contract } from '@islandstay/shared/contract/villas.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import type { VillaService } from './villas.service.ts';

export function villaRoutes(villas: VillaService): RouteDef[] {
  return [
    // The search answers are written as JSON text (`searchText`: the same bytes as the object).
    implement(contract.list, async (ctx, { query }) => {
      ctx.type = 'application/json';
      ctx.body = await villas.searchText({ ...query, sort: 'relevance' });
    }),
    implement(contract.search, async (ctx, { query }) => {
      ctx.type = 'application/json';
      ctx.body = await villas.searchText(query);
    }),
    implement(contract.get, async (ctx, { params, query }) => {
      ctx.body = { data: await villas.detail(params.id, query) };
    }),
    implement(contract.listAreas, async (ctx, { query }) => {
      ctx.body = { data: await villas.areas(query.locale) };
    }),
    implement(contract.listAmenities, async (ctx, { query }) => {
      ctx.body = { data: await villas.amenities(query.locale) };
    }),
  ];
}

import { adminVillas as contract } from '@islandstay/shared/contract/admin-villas.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { AdminVillaService } from './admin-villas.service.ts';
import type { VillaWriteService } from './villa-writes.service.ts';

export function adminVillaRoutes(villas: AdminVillaService, writes: VillaWriteService): RouteDef[] {
  return [
    implement(contract.create, async (ctx, { body }) => {
      const villa = await writes.create(requireSession(ctx), body, ctx.state.uploads ?? []);
      ctx.status = 201;
      ctx.body = { data: villa, villa, message: 'Villa created successfully' };
    }),
    implement(contract.get, async (ctx, { params }) => {
      const villa = await villas.get(requireSession(ctx), params.id);
      ctx.body = { data: villa, villa };
    }),
    implement(contract.update, async (ctx, { params, body }) => {
      const villa = await writes.update(requireSession(ctx), params.id, body, ctx.state.uploads ?? []);
      ctx.body = { data: villa, villa, message: 'Villa updated successfully' };
    }),
    implement(contract.delete, async (ctx, { params }) => {
      await writes.remove(requireSession(ctx), params.id);
      ctx.body = { success: true, message: 'Villa deleted successfully' };
    }),
    implement(contract.setStatus, async (ctx, { params, body }) => {
      const villa = await writes.setActive(requireSession(ctx), params.id, body.isActive);
      ctx.body = { data: villa, villa };
    }),
    implement(contract.setPromoted, async (ctx, { params, body }) => {
      const villa = await writes.setPromoted(requireSession(ctx), params.id, body.isPromoted);
      ctx.body = { data: villa, villa };
    }),
    implement(contract.list, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await villas.list(requireSession(ctx), query);
    }),
    implement(contract.listAreas, async (ctx) => {
      ctx.body = await villas.areas();
    }),
  ];
}

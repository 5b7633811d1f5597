import { blocks as contract } from '@islandstay/shared/contract/blocks.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { BlockService } from './blocks.service.ts';

export function blockRoutes(blocks: BlockService): RouteDef[] {
  return [
    implement(contract.list, async (ctx, { params }) => {
      ctx.body = { data: await blocks.list(requireSession(ctx), params.id) };
    }),
    implement(contract.create, async (ctx, { params, body }) => {
      ctx.status = 201;
      ctx.body = { data: await blocks.create(requireSession(ctx), params.id, body) };
    }),
    implement(contract.delete, async (ctx, { params }) => {
      await blocks.remove(requireSession(ctx), params.id, params.blockId);
      ctx.body = { success: true };
    }),
  ];
}

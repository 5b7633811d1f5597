import {
  blockParamsSchema,
  blockResponseSchema,
  blocksResponseSchema,
  createBlockSchema,
  villaBlocksParamsSchema,
} from '@islandstay/shared/blocks/block.schemas';
import { conflictResponseSchema } from '@islandstay/shared/bookings/booking.schemas';
import { successResponseSchema } from '@islandstay/shared/http/common.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { BlockService } from './blocks.service.ts';

const notFound = errorResponse('Villa or block not found (or not yours)');

export function blockRoutes(blocks: BlockService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/villas/:id/blocks',
      operationId: 'blocks.list',
      roles: ['owner', 'admin'],
      tag: 'blocks',
      summary: "A villa's blocked dates (owner stays, maintenance, imported calendars)",
      request: { params: villaBlocksParamsSchema },
      responses: { 200: { description: 'Blocks', schema: blocksResponseSchema }, 404: notFound },
      async handler(ctx, { params }) {
        ctx.body = { data: await blocks.list(requireSession(ctx), params.id) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/villas/:id/blocks',
      operationId: 'blocks.create',
      roles: ['owner', 'admin'],
      tag: 'blocks',
      summary: 'Block dates by hand (owner stay, maintenance); never over a booking or another block',
      request: { params: villaBlocksParamsSchema, body: createBlockSchema },
      responses: {
        201: { description: 'The block', schema: blockResponseSchema },
        404: notFound,
        409: { description: 'The dates are booked or blocked', schema: conflictResponseSchema },
      },
      async handler(ctx, { params, body }) {
        ctx.status = 201;
        ctx.body = { data: await blocks.create(requireSession(ctx), params.id, body) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/admin/villas/:id/blocks/:blockId',
      operationId: 'blocks.delete',
      roles: ['owner', 'admin'],
      tag: 'blocks',
      summary: 'Remove a manual block (imported ones follow their calendar feed)',
      request: { params: blockParamsSchema },
      responses: { 200: { description: 'Removed', schema: successResponseSchema }, 404: notFound },
      async handler(ctx, { params }) {
        await blocks.remove(requireSession(ctx), params.id, params.blockId);
        ctx.body = { success: true };
      },
    }),
  ];
}

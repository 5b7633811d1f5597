import { blockParamsSchema, blockResponseSchema, blocksResponseSchema, createBlockSchema, villaBlocksParamsSchema } from '../blocks/block.schemas.ts';
import { conflictResponseSchema } from '../bookings/booking.schemas.ts';
import { successResponseSchema } from '../http/common.schemas.ts';
import { errorResponse, operation } from './operation.ts';

const notFound = errorResponse('Villa or block not found (or not yours)');

export const blocks = {
  list: operation({
    method: 'GET',
    path: '/api/admin/villas/:id/blocks',
    operationId: 'blocks.list',
    roles: ['owner', 'admin'],
    tag: 'blocks',
    summary: "A villa's blocked dates (owner stays, maintenance, imported calendars)",
    request: { params: villaBlocksParamsSchema },
    responses: { 200: { description: 'Blocks', schema: blocksResponseSchema }, 404: notFound },
  }),
  create: operation({
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
  }),
  delete: operation({
    method: 'DELETE',
    path: '/api/admin/villas/:id/blocks/:blockId',
    operationId: 'blocks.delete',
    roles: ['owner', 'admin'],
    tag: 'blocks',
    summary: 'Remove a manual block (imported ones follow their calendar feed)',
    request: { params: blockParamsSchema },
    responses: { 200: { description: 'Removed', schema: successResponseSchema }, 404: notFound },
  }),
};

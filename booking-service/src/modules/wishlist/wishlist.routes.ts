import {
  wishlistAddResponseSchema,
  wishlistCustomerParamsSchema,
  wishlistQuerySchema,
  wishlistRemoveResponseSchema,
  wishlistResponseSchema,
  wishlistVillaSchema,
} from '@islandstay/shared/wishlist/wishlist.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { WishlistService } from './wishlist.service.ts';

/** The signed-in customer's wishlist, keyed by their session (never by a field of the request). */
export function wishlistRoutes(wishlist: WishlistService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/wishlist/add',
      operationId: 'wishlist.add',
      roles: ['customer'],
      tag: 'wishlist',
      summary: 'Save a public villa to your wishlist (saving it again is fine)',
      request: { body: wishlistVillaSchema },
      responses: { 200: { description: 'The saved entry', schema: wishlistAddResponseSchema }, 400: errorResponse('Invalid villa id'), 404: errorResponse('Villa not found') },
      async handler(ctx, { body }) {
        ctx.body = { success: true, data: await wishlist.add(requireSession(ctx).subject, body.villaId) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/wishlist',
      operationId: 'wishlist.list',
      roles: ['customer'],
      tag: 'wishlist',
      summary: 'Your wishlist, newest first, as villa cards (villas no longer public are left out); prices also in the `currency` asked for',
      request: { query: wishlistQuerySchema },
      responses: { 200: { description: 'Entries', schema: wishlistResponseSchema }, 400: errorResponse('Unknown currency') },
      async handler(ctx, { query }) {
        ctx.body = await wishlist.list(requireSession(ctx).subject, query.currency);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/wishlist/customer/:id',
      operationId: 'wishlist.listByCustomer',
      roles: ['customer'],
      tag: 'wishlist',
      summary: "The spec's wishlist by customer id: answers only for your own id",
      request: { params: wishlistCustomerParamsSchema, query: wishlistQuerySchema },
      responses: { 200: { description: 'Entries', schema: wishlistResponseSchema }, 400: errorResponse('Unknown currency'), 404: errorResponse('Wishlist not found') },
      async handler(ctx, { params, query }) {
        ctx.body = await wishlist.listOwn(requireSession(ctx).subject, params.id, query.currency);
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/wishlist/remove',
      operationId: 'wishlist.remove',
      roles: ['customer'],
      tag: 'wishlist',
      summary: 'Remove a villa from your wishlist',
      request: { body: wishlistVillaSchema },
      responses: { 200: { description: 'Whether it was saved', schema: wishlistRemoveResponseSchema }, 400: errorResponse('Invalid villa id') },
      async handler(ctx, { body }) {
        ctx.body = { success: true, removed: await wishlist.remove(requireSession(ctx).subject, body.villaId) };
      },
    }),
  ];
}

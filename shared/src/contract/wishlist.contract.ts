import {
  wishlistAddResponseSchema,
  wishlistCustomerParamsSchema,
  wishlistQuerySchema,
  wishlistRemoveResponseSchema,
  wishlistResponseSchema,
  wishlistVillaSchema,
} from '../wishlist/wishlist.schemas.ts';
import { errorResponse, operation } from './operation.ts';

/** The signed-in customer's wishlist, keyed by their session (never by a field of the request). */
export const wishlist = {
  add: operation({
    method: 'POST',
    path: '/api/wishlist/add',
    operationId: 'wishlist.add',
    roles: ['customer'],
    tag: 'wishlist',
    summary: 'Save a public villa to your wishlist (saving it again is fine)',
    request: { body: wishlistVillaSchema },
    responses: { 200: { description: 'The saved entry', schema: wishlistAddResponseSchema }, 400: errorResponse('Invalid villa id'), 404: errorResponse('Villa not found') },
  }),
  list: operation({
    method: 'GET',
    path: '/api/wishlist',
    operationId: 'wishlist.list',
    roles: ['customer'],
    tag: 'wishlist',
    summary: 'Your wishlist, newest first, as villa cards (villas no longer public are left out); prices also in the `currency` asked for',
    request: { query: wishlistQuerySchema },
    responses: { 200: { description: 'Entries', schema: wishlistResponseSchema }, 400: errorResponse('Unknown currency') },
  }),
  listByCustomer: operation({
    method: 'GET',
    path: '/api/wishlist/customer/:id',
    operationId: 'wishlist.listByCustomer',
    roles: ['customer'],
    tag: 'wishlist',
    summary: "The spec's wishlist by customer id: answers only for your own id",
    request: { params: wishlistCustomerParamsSchema, query: wishlistQuerySchema },
    responses: { 200: { description: 'Entries', schema: wishlistResponseSchema }, 400: errorResponse('Unknown currency'), 404: errorResponse('Wishlist not found') },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/wishlist/remove',
    operationId: 'wishlist.remove',
    roles: ['customer'],
    tag: 'wishlist',
    summary: 'Remove a villa from your wishlist',
    request: { body: wishlistVillaSchema },
    responses: { 200: { description: 'Whether it was saved', schema: wishlistRemoveResponseSchema }, 400: errorResponse('Invalid villa id') },
  }),
};

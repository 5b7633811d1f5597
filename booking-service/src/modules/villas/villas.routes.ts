import {
  amenitiesResponseSchema,
  areasResponseSchema,
  villaDetailQuerySchema,
  villaIdParamsSchema,
  villaListQuerySchema,
  villaListResponseSchema,
  villaResponseSchema,
  villaSearchQuerySchema,
} from '@islandstay/shared/villas/villa.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import type { VillaService } from './villas.service.ts';

const badRequest = errorResponse('Invalid input');

export function villaRoutes(villas: VillaService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/villas',
      operationId: 'villas.list',
      roles: ['public'],
      tag: 'villas',
      summary: 'Public villas, promoted and best rated first',
      request: { query: villaListQuerySchema },
      responses: { 200: { description: 'A page of villas', schema: villaListResponseSchema }, 400: badRequest },
      async handler(ctx, { query }) {
        ctx.body = await villas.search({ ...query, sort: 'relevance' });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/search/villas',
      operationId: 'villas.search',
      roles: ['public'],
      tag: 'villas',
      summary: 'Search public villas; dates (check-in today or later on the island) exclude villas with any occupied night',
      request: { query: villaSearchQuerySchema },
      responses: { 200: { description: 'A page of matching villas', schema: villaListResponseSchema }, 400: badRequest },
      async handler(ctx, { query }) {
        ctx.body = await villas.search(query);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/villas/:id',
      operationId: 'villas.get',
      roles: ['public'],
      tag: 'villas',
      summary: 'One public villa by id or slug',
      request: { params: villaIdParamsSchema, query: villaDetailQuerySchema },
      responses: {
        200: { description: 'The villa', schema: villaResponseSchema },
        404: errorResponse('Villa not found'),
      },
      async handler(ctx, { params, query }) {
        ctx.body = { data: await villas.detail(params.id, query.currency) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/areas',
      operationId: 'villas.listAreas',
      roles: ['public'],
      tag: 'villas',
      summary: 'Island areas with their number of public villas',
      responses: { 200: { description: 'Areas', schema: areasResponseSchema } },
      async handler(ctx) {
        ctx.body = { data: await villas.areas() };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/amenities',
      operationId: 'villas.listAmenities',
      roles: ['public'],
      tag: 'villas',
      summary: 'Amenities, predefined first',
      responses: { 200: { description: 'Amenities', schema: amenitiesResponseSchema } },
      async handler(ctx) {
        ctx.body = { data: await villas.amenities() };
      },
    }),
  ];
}

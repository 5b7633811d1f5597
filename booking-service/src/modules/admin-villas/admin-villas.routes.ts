import {
  adminAreasResponseSchema,
  adminVillaCreateSchema,
  adminVillaDeleteResponseSchema,
  adminVillaListQuerySchema,
  adminVillaListResponseSchema,
  adminVillaParamsSchema as params,
  adminVillaResponseSchema as villaResponse,
  adminVillaUpdateSchema,
  villaPromotedSchema,
  villaStatusSchema,
} from '@islandstay/shared/villas/admin-villa.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { FIRST_ISSUE } from '../../middlewares/validate.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { AdminVillaService } from './admin-villas.service.ts';
import type { VillaWriteService } from './villa-writes.service.ts';

const IMAGES = { field: 'images', maxBytes: 8 * 1024 * 1024, maxFiles: 12 };

export function adminVillaRoutes(villas: AdminVillaService, writes: VillaWriteService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/admin/villas',
      operationId: 'adminVillas.create',
      roles: ['owner', 'admin'],
      tag: 'back office',
      upstream: 'cms',
      summary: 'Create a villa (JSON or multipart with images and imageUrls); written to the CMS, in the projection at once',
      request: { body: adminVillaCreateSchema, bodyError: FIRST_ISSUE, upload: IMAGES },
      responses: {
        201: { description: 'The villa', schema: villaResponse },
        400: errorResponse('A field is missing or wrong (named in the error), an image URL was refused, or a custom amenity copies a predefined one'),
      },
      async handler(ctx, { body }) {
        const villa = await writes.create(requireSession(ctx), body, ctx.state.uploads ?? []);
        ctx.status = 201;
        ctx.body = { data: villa, villa, message: 'Villa created successfully' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/villas/:id',
      operationId: 'adminVillas.get',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: 'One villa in scope, any status, with its statistics',
      request: { params },
      responses: { 200: { description: 'The villa', schema: villaResponse }, 404: errorResponse('Villa not found') },
      async handler(ctx, { params }) {
        const villa = await villas.get(requireSession(ctx), params.id);
        ctx.body = { data: villa, villa };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/villas/:id',
      operationId: 'adminVillas.update',
      roles: ['owner', 'admin'],
      tag: 'back office',
      upstream: 'cms',
      summary: 'Update a villa (JSON or multipart): fields given change; images added, removed (removeImageIds) and ordered (orderedImages)',
      request: { params, body: adminVillaUpdateSchema, bodyError: FIRST_ISSUE, upload: IMAGES },
      responses: { 200: { description: 'The villa', schema: villaResponse }, 404: errorResponse('Villa not found') },
      async handler(ctx, { params, body }) {
        const villa = await writes.update(requireSession(ctx), params.id, body, ctx.state.uploads ?? []);
        ctx.body = { data: villa, villa, message: 'Villa updated successfully' };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/admin/villas/:id',
      operationId: 'adminVillas.delete',
      roles: ['owner', 'admin'],
      tag: 'back office',
      upstream: 'cms',
      summary: 'Delete a villa (409 with the count while upcoming bookings exist; past bookings keep its name)',
      request: { params },
      responses: { 200: { description: 'Deleted', schema: adminVillaDeleteResponseSchema }, 404: errorResponse('Villa not found'), 409: errorResponse('The villa has upcoming bookings') },
      async handler(ctx, { params }) {
        await writes.remove(requireSession(ctx), params.id);
        ctx.body = { success: true, message: 'Villa deleted successfully' };
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/admin/villas/:id/status',
      operationId: 'adminVillas.setStatus',
      roles: ['owner', 'admin'],
      tag: 'back office',
      upstream: 'cms',
      summary: 'Activate or deactivate a villa',
      request: { params, body: villaStatusSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'The villa', schema: villaResponse }, 404: errorResponse('Villa not found') },
      async handler(ctx, { params, body }) {
        const villa = await writes.setActive(requireSession(ctx), params.id, body.isActive);
        ctx.body = { data: villa, villa };
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/admin/villas/:id/promoted',
      operationId: 'adminVillas.setPromoted',
      roles: ['admin'],
      tag: 'back office',
      upstream: 'cms',
      summary: 'Promote a villa or stop promoting it (admin only)',
      request: { params, body: villaPromotedSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'The villa', schema: villaResponse }, 404: errorResponse('Villa not found') },
      async handler(ctx, { params, body }) {
        const villa = await writes.setPromoted(requireSession(ctx), params.id, body.isPromoted);
        ctx.body = { data: villa, villa };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/villas',
      operationId: 'adminVillas.list',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: 'Villas in scope, any status: search, area, status and owner (admin) filters, sorts, pages of 10, booking statistics',
      request: { query: adminVillaListQuerySchema },
      responses: { 200: { description: 'A page of villas', schema: adminVillaListResponseSchema } },
      async handler(ctx, { query }) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await villas.list(requireSession(ctx), query);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/areas',
      operationId: 'adminVillas.listAreas',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: 'Area names, for the villa form and filters',
      responses: { 200: { description: 'Area names', schema: adminAreasResponseSchema } },
      async handler(ctx) {
        ctx.body = await villas.areas();
      },
    }),
  ];
}

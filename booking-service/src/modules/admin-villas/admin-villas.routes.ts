import { adminVillaListQuerySchema, adminVillaListResponseSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { requireSession } from '../auth/session.service.ts';
import type { AdminVillaService } from './admin-villas.service.ts';

export function adminVillaRoutes(villas: AdminVillaService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/villas',
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
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: 'Area names, for the villa form and filters',
      responses: { 200: { description: 'Area names' } },
      async handler(ctx) {
        ctx.body = await villas.areas();
      },
    }),
  ];
}

import { adminStatsSchema } from '@islandstay/shared/bookings/stats.schemas';
import { defineRoute, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(dashboard: DashboardService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/stats',
      operationId: 'dashboard.getStats',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: "Dashboard figures in the caller's scope (an owner's own villas; contacts for the admin)",
      responses: { 200: { description: 'The figures', schema: adminStatsSchema } },
      async handler(ctx) {
        ctx.body = await dashboard.stats(requireSession(ctx));
      },
    }),
  ];
}

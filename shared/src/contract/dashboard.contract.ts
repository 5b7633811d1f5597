import { adminStatsSchema } from '../bookings/stats.schemas.ts';
import { operation } from './operation.ts';

export const dashboard = {
  getStats: operation({
    method: 'GET',
    path: '/api/admin/stats',
    operationId: 'dashboard.getStats',
    roles: ['owner', 'admin'],
    tag: 'back office',
    summary: "Dashboard figures in the caller's scope (an owner's own villas; contacts for the admin)",
    responses: { 200: { description: 'The figures', schema: adminStatsSchema } },
  }),
};

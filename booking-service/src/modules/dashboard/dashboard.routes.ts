import { dashboard as contract } from '@islandstay/shared/contract/dashboard.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(dashboard: DashboardService): RouteDef[] {
  return [
    implement(contract.getStats, async (ctx) => {
      ctx.body = await dashboard.stats(requireSession(ctx));
    }),
  ];
}

import { health as contract } from '@islandstay/shared/contract/health.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import type { HealthService } from './health.service.ts';

export function healthRoutes(health: HealthService): RouteDef[] {
  return [
    implement(contract.get, async (ctx) => {
      const report = await health.check();
      ctx.status = report.database.ok ? 200 : 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = report;
    }),
  ];
}

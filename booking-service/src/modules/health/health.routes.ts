import { healthResponseSchema } from '@islandstay/shared/health/health.schemas';
import { defineRoute, type RouteDef } from '../../lib/http/route.ts';
import type { HealthService } from './health.service.ts';

export function healthRoutes(health: HealthService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/health',
      operationId: 'health.get',
      roles: ['public'],
      tag: 'health',
      summary: 'Health of the service and its parts: database, CMS, mail outbox, last iCal poll (no secrets)',
      responses: {
        200: { description: 'The database answers; `status` is `degraded` when another part does not', schema: healthResponseSchema },
        503: { description: 'The database does not answer', schema: healthResponseSchema },
      },
      async handler(ctx) {
        const report = await health.check();
        ctx.status = report.database.ok ? 200 : 503;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = report;
      },
    }),
  ];
}

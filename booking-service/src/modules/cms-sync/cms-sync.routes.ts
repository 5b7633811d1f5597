import { cmsEventResponseSchema, cmsEventSchema } from '@islandstay/shared/cms/cms-event.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../http/route.ts';
import type { CmsSyncService } from './cms-sync.service.ts';

export function cmsSyncRoutes(sync: CmsSyncService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/internal/cms-events',
      roles: ['cms'],
      tag: 'internal',
      summary: 'A villa, area, amenity or owner changed in the CMS (HMAC-signed by the CMS)',
      request: { body: cmsEventSchema },
      responses: {
        200: { description: 'Applied, or ignored as stale or deleted', schema: cmsEventResponseSchema },
        401: errorResponse('Missing or invalid signature'),
        422: errorResponse('Unknown currency'),
      },
      async handler(ctx, { body }) {
        ctx.body = await sync.apply(body);
      },
    }),
  ];
}

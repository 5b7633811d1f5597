import { cmsEventResponseSchema, cmsEventSchema, cmsReconcileResultSchema } from '../cms/cms-event.schemas.ts';
import { errorResponse, operation } from './operation.ts';

export const cmsSync = {
  receiveEvent: operation({
    method: 'POST',
    path: '/internal/cms-events',
    operationId: 'cmsSync.receiveEvent',
    roles: ['cms'],
    tag: 'internal',
    summary: 'A villa, area, amenity or owner changed in the CMS (HMAC-signed by the CMS)',
    request: { body: cmsEventSchema },
    responses: {
      200: { description: 'Applied, or ignored as stale or deleted', schema: cmsEventResponseSchema },
      401: errorResponse('Missing or invalid signature'),
      422: errorResponse('Unknown currency'),
    },
  }),
  resyncFromCli: operation({
    method: 'POST',
    path: '/internal/cms-resync',
    operationId: 'cmsSync.resyncFromCli',
    roles: ['cms'],
    tag: 'internal',
    upstream: 'cms',
    summary: 'Reconcile the whole projection from the CMS now (`npm run cms:resync`; signed like the CMS events)',
    responses: {
      200: { description: 'What the reconcile changed', schema: cmsReconcileResultSchema },
      401: errorResponse('Missing or invalid signature'),
      502: errorResponse('The CMS could not be read; the projection is unchanged'),
    },
  }),
  resync: operation({
    method: 'POST',
    path: '/api/admin/cms/resync',
    operationId: 'cmsSync.resync',
    roles: ['admin'],
    tag: 'back office',
    upstream: 'cms',
    summary: 'Re-sync villas, areas, amenities and owners from the CMS (admin only)',
    responses: {
      200: { description: 'What the reconcile changed', schema: cmsReconcileResultSchema },
      502: errorResponse('The CMS could not be read; the projection is unchanged'),
    },
  }),
};

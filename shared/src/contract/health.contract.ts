import { healthResponseSchema } from '../health/health.schemas.ts';
import { operation } from './operation.ts';

export const health = {
  get: operation({
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
  }),
};

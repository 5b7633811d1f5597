import { clearTestBookingsResponseSchema, devMailQuerySchema, devMailResponseSchema, devOutboxQuerySchema, devOutboxResponseSchema } from '../http/dev-tools.schemas.ts';
import { operation } from './operation.ts';

/** Development helpers: the server registers them only when ENABLE_DEV_TOOLS is on. */
export const devTools = {
  listSmsOutbox: operation({
    method: 'GET',
    path: '/api/dev/outbox',
    operationId: 'devTools.listSmsOutbox',
    roles: ['public'],
    tag: 'dev',
    summary: 'Development only: text messages the console SMS provider "sent"',
    request: { query: devOutboxQuerySchema },
    responses: { 200: { description: 'Messages, newest first', schema: devOutboxResponseSchema } },
  }),
  listMail: operation({
    method: 'GET',
    path: '/api/dev/mail',
    operationId: 'devTools.listMail',
    roles: ['public'],
    tag: 'dev',
    summary: 'Development only: emails the local SMTP catcher received',
    request: { query: devMailQuerySchema },
    responses: { 200: { description: 'Messages, newest first', schema: devMailResponseSchema } },
  }),
  clearTestBookings: operation({
    method: 'DELETE',
    path: '/api/debug/bookings/clear-test',
    operationId: 'devTools.clearTestBookings',
    roles: ['admin'],
    tag: 'dev',
    summary: 'Development only: delete bookings whose guest name or email says "test"',
    responses: { 200: { description: 'How many were deleted', schema: clearTestBookingsResponseSchema } },
  }),
};

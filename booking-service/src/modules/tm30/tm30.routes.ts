import { bookingIdParamsSchema } from '@islandstay/shared/bookings/booking.schemas';
import { tm30FormSchema, tm30QuerySchema, tm30ResponseSchema } from '@islandstay/shared/bookings/tm30.schemas';
import { binaryFileSchema } from '@islandstay/shared/http/common.schemas';
import { defineRoute, errorResponse, type AppContext, type RouteDef } from '../../lib/http/route.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { Tm30Service } from './tm30.service.ts';

/** Passport details are never kept by a browser or proxy cache. */
function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

export function tm30Routes(tm30: Tm30Service, sessions: SessionCookies): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/bookings/:id/tm30',
      operationId: 'tm30.get',
      roles: ['public'],
      tag: 'tm30',
      summary: "A booking's TM30 pre-arrival form as filled so far: for its signed-in customer, or with the confirmation email's token",
      request: { params: bookingIdParamsSchema, query: tm30QuerySchema },
      responses: { 200: { description: 'The form', schema: tm30ResponseSchema }, 404: errorResponse('No such booking for this caller or token') },
      async handler(ctx, { params, query }) {
        noStore(ctx);
        ctx.body = await tm30.forGuest({ session: await sessions.current(ctx), token: query.token }, params.id);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/bookings/:id/tm30',
      operationId: 'tm30.fill',
      roles: ['public'],
      tag: 'tm30',
      summary: "Fill in (or replace) each foreign guest's name, nationality, passport number, date of birth and gender before arrival",
      request: { params: bookingIdParamsSchema, query: tm30QuerySchema, body: tm30FormSchema, bodyError: 'Please check the guest details' },
      responses: {
        200: { description: 'The form as stored', schema: tm30ResponseSchema },
        400: errorResponse('Invalid details, or more guests than the booking'),
        404: errorResponse('No such booking for this caller or token'),
        409: errorResponse('The stay has ended or the booking is cancelled'),
      },
      async handler(ctx, { params, query, body }) {
        noStore(ctx);
        ctx.body = await tm30.submit({ session: await sessions.current(ctx), token: query.token }, params.id, body);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/bookings/:id/tm30',
      operationId: 'tm30.getForStaff',
      roles: ['owner', 'admin'],
      tag: 'tm30',
      summary: "The booking's TM30 details, for the villa's owner and the admin only",
      request: { params: bookingIdParamsSchema },
      responses: { 200: { description: 'The form', schema: tm30ResponseSchema }, 404: errorResponse('Not found (or another owner\'s booking)') },
      async handler(ctx, { params }) {
        noStore(ctx);
        ctx.body = await tm30.forStaff(requireSession(ctx), params.id);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/bookings/:id/tm30/csv',
      operationId: 'tm30.exportCsv',
      roles: ['owner', 'admin'],
      tag: 'tm30',
      summary: 'The TM30 details as CSV, one guest a line, in the order of the immigration form',
      request: { params: bookingIdParamsSchema },
      responses: { 200: { description: 'CSV', contentType: 'text/csv', schema: binaryFileSchema }, 404: errorResponse('Not found (or another owner\'s booking)') },
      async handler(ctx, { params }) {
        const { filename, body } = await tm30.csv(requireSession(ctx), params.id);
        noStore(ctx);
        ctx.type = 'text/csv; charset=utf-8';
        ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
        ctx.body = body;
      },
    }),
  ];
}

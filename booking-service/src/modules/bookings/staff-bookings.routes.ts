import {
  adminBookingListQuerySchema,
  adminBookingListResponseSchema,
  bookingIdParamsSchema,
  bookingResponseSchema,
  bookingStatusChangeSchema,
  bookingWithVillaResponseSchema,
  conflictResponseSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  staffBookingSchema,
} from '@islandstay/shared/bookings/booking.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { StaffBookingService } from './staff-bookings.service.ts';

export function staffBookingRoutes(staff: StaffBookingService): RouteDef[] {
  const changeStatus = (method: 'PATCH' | 'PUT') =>
    defineRoute({
      method,
      path: '/api/bookings/:id/status',
      operationId: method === 'PATCH' ? 'staffBookings.setStatus' : 'staffBookings.setStatusWithPut',
      ...(method === 'PATCH' ? { aliases: ['/api/admin/bookings/:id/status'] } : {}),
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: method === 'PATCH' ? 'Set a booking status; reviving a cancelled booking into taken nights is 409' : "The spec's PUT variant of the status change",
      request: { params: bookingIdParamsSchema, body: bookingStatusChangeSchema },
      responses: {
        200: { description: 'The booking', schema: bookingResponseSchema },
        404: errorResponse('Not found'),
        409: { description: 'Nights taken', schema: conflictResponseSchema },
      },
      async handler(ctx, { params, body }) {
        const booking = await staff.changeStatus(requireSession(ctx), params.id, body.status);
        ctx.body = { data: booking, id: booking.id, _id: booking.id };
      },
    });

  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/bookings',
      operationId: 'staffBookings.list',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: "Bookings in the caller's scope: status filter, search (reference, guest, villa), sort, pages",
      request: { query: adminBookingListQuerySchema },
      responses: { 200: { description: 'A page of bookings', schema: adminBookingListResponseSchema } },
      async handler(ctx, { query }) {
        ctx.body = await staff.list(requireSession(ctx), query);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/bookings/:id',
      operationId: 'staffBookings.get',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: "One booking in the caller's scope, with the guest's details and its villa",
      request: { params: bookingIdParamsSchema },
      responses: { 200: { description: 'The booking', schema: bookingWithVillaResponseSchema }, 404: errorResponse('Not found') },
      async handler(ctx, { params }) {
        const booking = await staff.get(requireSession(ctx), params.id);
        ctx.body = { data: booking, id: booking.id, _id: booking.id };
      },
    }),
    changeStatus('PATCH'),
    changeStatus('PUT'),
    defineRoute({
      method: 'POST',
      path: '/api/admin/bookings',
      operationId: 'staffBookings.create',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: 'Create a booking from the calendar: any dates, 1-20 guests, optional custom price; confirmed at once',
      request: { body: staffBookingSchema },
      responses: {
        201: { description: 'The booking', schema: bookingResponseSchema },
        404: errorResponse('Villa not found (or not yours)'),
        409: { description: 'Nights taken (with the guest)', schema: conflictResponseSchema },
      },
      async handler(ctx, { body }) {
        const booking = await staff.create(requireSession(ctx), body);
        ctx.status = 201;
        ctx.body = { data: booking, id: booking.id, _id: booking.id };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/bookings/:id',
      operationId: 'staffBookings.update',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: 'Edit a booking from the calendar: saving confirms it; new dates reprice unless a custom price is set',
      request: { params: bookingIdParamsSchema, body: staffBookingSchema },
      responses: {
        200: { description: 'The booking', schema: bookingResponseSchema },
        404: errorResponse('Not found'),
        409: { description: 'Nights taken (with the guest)', schema: conflictResponseSchema },
      },
      async handler(ctx, { params, body }) {
        const booking = await staff.edit(requireSession(ctx), params.id, body);
        ctx.body = { data: booking, id: booking.id, _id: booking.id };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/customers/search',
      operationId: 'staffBookings.searchCustomers',
      roles: ['owner', 'admin'],
      tag: 'back office',
      summary: 'Guest autocomplete for the calendar (2 or more characters; owners see their own guests only)',
      request: { query: customerSearchQuerySchema },
      responses: { 200: { description: 'Matches', schema: customerSearchResponseSchema } },
      async handler(ctx, { query }) {
        ctx.body = { customers: await staff.searchCustomers(requireSession(ctx), query.query ?? query.q ?? '') };
      },
    }),
  ];
}

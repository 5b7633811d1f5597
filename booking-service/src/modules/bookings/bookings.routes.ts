import {
  bookingIdParamsSchema,
  bookingResponseSchema,
  bookingWithVillaResponseSchema,
  customerBookingsResponseSchema,
  type CustomerBookingDto,
  conflictResponseSchema,
  createBookingSchema,
  customerBookingsByPhoneQuerySchema,
  villaAvailabilityResponseSchema,
} from '@islandstay/shared/bookings/booking.schemas';
import { villaIdParamsSchema } from '@islandstay/shared/villas/villa.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../lib/http/idempotency.ts';
import type { BookingService } from './bookings.service.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';

export interface BookingRouteDeps {
  bookings: BookingService;
  sessions: SessionCookies;
}

function listOf(data: CustomerBookingDto[]): { data: CustomerBookingDto[]; total: number } {
  return { data, total: data.length };
}

export function bookingRoutes({ bookings, sessions }: BookingRouteDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/bookings',
      operationId: 'bookings.create',
      roles: ['customer', 'owner', 'admin'],
      tag: 'bookings',
      summary: 'Book a stay; the server prices it and refuses taken nights with 409',
      request: { body: createBookingSchema },
      idempotent: true,
      responses: {
        201: { description: 'The booking', schema: bookingResponseSchema },
        400: errorResponse('Invalid input, or a stay rule (code MIN_STAY, CHECK_IN_DAY or CHECK_OUT_DAY, details naming checkIn or checkOut)'),
        404: errorResponse('Villa not found'),
        409: { description: 'Nights already taken', schema: conflictResponseSchema },
        422: errorResponse('Idempotency-Key reused with another body, or 3 upcoming bookings already'),
        429: errorResponse('Too many bookings from this customer or this address in the last hour (Retry-After says when to try again)'),
      },
      async handler(ctx, { body, idempotencyKey }) {
        const { kind, booking } = await bookings.create(requireSession(ctx), body, idempotencyKey, ctx.ip);
        // A replay answers as the first request was answered: 201, marked as a replay.
        ctx.status = 201;
        ctx.body = { data: booking, id: booking.id, _id: booking.id };
        if (kind === 'replayed') ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/bookings/:id',
      operationId: 'bookings.get',
      roles: ['customer', 'owner', 'admin'],
      tag: 'bookings',
      summary: "A customer's own booking, or a booking in a staff member's scope (else 404), with its villa",
      request: { params: bookingIdParamsSchema },
      responses: { 200: { description: 'The booking', schema: bookingWithVillaResponseSchema }, 404: errorResponse('Booking not found') },
      async handler(ctx, { params }) {
        const booking = await bookings.visibleBooking(requireSession(ctx), params.id);
        ctx.body = { data: booking, id: booking.id, _id: booking.id };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/bookings/:id/cancel',
      operationId: 'bookings.cancel',
      roles: ['customer'],
      tag: 'bookings',
      summary: 'Cancel one of your bookings, until 48 hours before check-in',
      request: { params: bookingIdParamsSchema },
      responses: {
        200: { description: 'The cancelled booking', schema: bookingResponseSchema },
        404: errorResponse('Booking not found'),
        409: errorResponse('Too late to cancel, or already cancelled'),
        429: errorResponse('Too many cancellations from this customer or this address in the last hour (Retry-After says when to try again)'),
      },
      async handler(ctx, { params }) {
        const booking = await bookings.cancelOwn(requireSession(ctx).subject, params.id, ctx.ip);
        ctx.body = { data: booking, id: booking.id, _id: booking.id, message: 'Booking cancelled successfully' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/customer/bookings',
      operationId: 'bookings.listMine',
      roles: ['customer'],
      tag: 'bookings',
      summary: "The signed-in customer's bookings, each with its own review",
      responses: { 200: { description: 'Bookings', schema: customerBookingsResponseSchema } },
      async handler(ctx) {
        ctx.body = listOf(await bookings.customerBookings(requireSession(ctx).subject));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/bookings_customer',
      operationId: 'bookings.listByPhone',
      roles: ['customer'],
      tag: 'bookings',
      summary: "The spec's lookup by phone: answers only for the caller's own phone",
      request: { query: customerBookingsByPhoneQuerySchema },
      responses: { 200: { description: 'Bookings', schema: customerBookingsResponseSchema }, 404: errorResponse('Not the caller') },
      async handler(ctx, { query }) {
        ctx.body = listOf(await bookings.customerBookingsByPhone(requireSession(ctx).subject, query.phone));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/bookings/villa/:id',
      operationId: 'bookings.listOccupiedDates',
      roles: ['public'],
      tag: 'bookings',
      summary: 'Occupied date ranges of a public villa (never who occupies them); staff get their villas with guest names',
      request: { params: villaIdParamsSchema },
      responses: {
        200: { description: 'Occupied ranges', schema: villaAvailabilityResponseSchema },
        404: errorResponse('Villa not found'),
      },
      async handler(ctx, { params }) {
        ctx.body = await bookings.villaCalendar(await sessions.current(ctx), params.id);
      },
    }),
  ];
}

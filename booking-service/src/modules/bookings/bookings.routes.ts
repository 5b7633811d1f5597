import {
  bookingIdParamsSchema,
  bookingResponseSchema,
  bookingWithVillaResponseSchema,
  customerBookingsResponseSchema,
  type CustomerBookingDto,
  conflictResponseSchema,
  createBookingSchema,
  customerBookingsByPhoneQuerySchema,
  idempotencyHeadersSchema as idempotencyHeaders,
  villaAvailabilityResponseSchema,
} from '@islandstay/shared/bookings/booking.schemas';
import { villaIdParamsSchema } from '@islandstay/shared/villas/villa.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { parseInput } from '../../middlewares/validate.ts';
import type { VillaService } from '../villas/villas.service.ts';
import type { BookingService, ChannelCheck } from './bookings.service.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { StaffBookingService } from './staff-bookings.service.ts';
import type { CustomerService } from '../customers/customers.service.ts';
import { AppError } from '../../lib/app-error.ts';



export interface BookingRouteDeps {
  bookings: BookingService;
  villas: VillaService;
  customers: CustomerService;
  staffBookings: StaffBookingService;
  sessions: SessionCookies;
  calendarSync: ChannelCheck;
}

export function bookingRoutes({ bookings, villas, customers, staffBookings: staff, sessions, calendarSync }: BookingRouteDeps): RouteDef[] {
  async function myBookings(customerId: string): Promise<{ data: CustomerBookingDto[]; total: number }> {
    const data = await bookings.customerBookings(customerId);
    return { data, total: data.length };
  }

  return [
    defineRoute({
      method: 'POST',
      path: '/api/bookings',
      roles: ['customer', 'owner', 'admin'],
      tag: 'bookings',
      summary: 'Book a stay; the server prices it and refuses taken nights with 409',
      request: { body: createBookingSchema, headers: idempotencyHeaders },
      transaction: true,
      // The villa's channel calendars are read again first, outside the booking's transaction.
      async beforeTransaction(_ctx, { body }) {
        await calendarSync.refreshBeforeBooking(body.villaId);
      },
      responses: {
        201: { description: 'The booking', schema: bookingResponseSchema },
        400: errorResponse('Invalid input, or a stay rule (code MIN_STAY, CHECK_IN_DAY or CHECK_OUT_DAY, details naming checkIn or checkOut)'),
        404: errorResponse('Villa not found'),
        409: { description: 'Nights already taken', schema: conflictResponseSchema },
        422: errorResponse('Idempotency-Key reused with another body, or 3 upcoming bookings already'),
      },
      async handler(ctx, { body }) {
        const headers = parseInput('headers', idempotencyHeaders, {
          'idempotency-key': ctx.get('idempotency-key') || undefined,
        });
        const trx = ctx.state.trx;
        if (!trx) throw new Error('POST /api/bookings runs in a transaction');
        const session = requireSession(ctx);
        const caller = {
          scope: `${session.role}:${session.subject}`,
          isStaff: session.role !== 'customer',
          ...(session.role === 'customer' ? { customerId: session.subject } : {}),
        };
        const result = await bookings.create(trx, body, caller, headers['idempotency-key']);
        ctx.status = result.status;
        ctx.body = result.body;
        if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/bookings/:id',
      roles: ['customer', 'owner', 'admin'],
      tag: 'bookings',
      summary: "A customer's own booking, or a booking in a staff member's scope (else 404), with its villa",
      request: { params: bookingIdParamsSchema },
      responses: { 200: { description: 'The booking', schema: bookingWithVillaResponseSchema }, 404: errorResponse('Booking not found') },
      async handler(ctx, { params }) {
        const session = requireSession(ctx);
        const booking = session.role === 'customer' ? await bookings.ownBooking(session.subject, params.id) : await staff.get(session, params.id);
        ctx.body = { data: booking, id: booking.id, _id: booking.id };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/bookings/:id/cancel',
      roles: ['customer'],
      tag: 'bookings',
      summary: 'Cancel one of your bookings, until 48 hours before check-in',
      request: { params: bookingIdParamsSchema },
      responses: {
        200: { description: 'The cancelled booking', schema: bookingResponseSchema },
        404: errorResponse('Booking not found'),
        409: errorResponse('Too late to cancel, or already cancelled'),
      },
      async handler(ctx, { params }) {
        const booking = await bookings.cancelOwn(requireSession(ctx).subject, params.id);
        ctx.body = { data: booking, id: booking.id, _id: booking.id, message: 'Booking cancelled successfully' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/customer/bookings',
      roles: ['customer'],
      tag: 'bookings',
      summary: "The signed-in customer's bookings, each with its own review",
      responses: { 200: { description: 'Bookings', schema: customerBookingsResponseSchema } },
      async handler(ctx) {
        ctx.body = await myBookings(requireSession(ctx).subject);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/bookings_customer',
      roles: ['customer'],
      tag: 'bookings',
      summary: "The spec's lookup by phone: answers only for the caller's own phone",
      request: { query: customerBookingsByPhoneQuerySchema },
      responses: { 200: { description: 'Bookings', schema: customerBookingsResponseSchema }, 404: errorResponse('Not the caller') },
      async handler(ctx, { query }) {
        const session = requireSession(ctx);
        await customers.ownByPhone(session.subject, query.phone).catch(() => {
          throw AppError.notFound('No bookings found for this information');
        });
        ctx.body = await myBookings(session.subject);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/bookings/villa/:id',
      roles: ['public'],
      tag: 'bookings',
      summary: 'Occupied date ranges of a public villa (never who occupies them); staff get their villas with guest names',
      request: { params: villaIdParamsSchema },
      responses: {
        200: { description: 'Occupied ranges', schema: villaAvailabilityResponseSchema },
        404: errorResponse('Villa not found'),
      },
      async handler(ctx, { params }) {
        const session = await sessions.current(ctx);
        if (session && session.role !== 'customer') {
          ctx.body = await staff.villaBookings(session, params.id);
          return;
        }
        const { villa } = (await villas.requirePublic(params.id)).entry;
        ctx.body = { villaId: villa.id, data: await bookings.occupiedRanges(villa.id) };
      },
    }),
  ];
}

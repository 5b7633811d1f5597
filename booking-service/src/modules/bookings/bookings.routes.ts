import type { CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { bookings as contract } from '@islandstay/shared/contract/bookings.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
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
    implement(contract.create, async (ctx, { body, idempotencyKey }) => {
      const { kind, booking } = await bookings.create(requireSession(ctx), body, idempotencyKey, ctx.ip);
      // A replay answers as the first request was answered: 201, marked as a replay.
      ctx.status = 201;
      ctx.body = { data: booking, id: booking.id, _id: booking.id };
      if (kind === 'replayed') ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    }),
    implement(contract.get, async (ctx, { params }) => {
      const booking = await bookings.visibleBooking(requireSession(ctx), params.id);
      ctx.body = { data: booking, id: booking.id, _id: booking.id };
    }),
    implement(contract.cancel, async (ctx, { params }) => {
      const booking = await bookings.cancelOwn(requireSession(ctx).subject, params.id, ctx.ip);
      ctx.body = { data: booking, id: booking.id, _id: booking.id, message: 'Booking cancelled successfully' };
    }),
    implement(contract.listMine, async (ctx) => {
      ctx.body = listOf(await bookings.customerBookings(requireSession(ctx).subject));
    }),
    implement(contract.listByPhone, async (ctx, { query }) => {
      ctx.body = listOf(await bookings.customerBookingsByPhone(requireSession(ctx).subject, query.phone));
    }),
    implement(contract.listOccupiedDates, async (ctx, { params }) => {
      ctx.body = await bookings.villaCalendar(await sessions.current(ctx), params.id);
    }),
  ];
}

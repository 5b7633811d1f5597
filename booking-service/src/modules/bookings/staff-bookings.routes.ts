import { staffBookings as contract } from '@islandstay/shared/contract/staff-bookings.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { StaffBookingService } from './staff-bookings.service.ts';

export function staffBookingRoutes(staff: StaffBookingService): RouteDef[] {
  /** The PATCH and its PUT variant (the same schemas): one handler. */
  const changeStatus: Parameters<typeof implement<typeof contract.setStatus>>[1] = async (ctx, { params, body }) => {
    const booking = await staff.changeStatus(requireSession(ctx), params.id, body.status);
    ctx.body = { data: booking, id: booking.id, _id: booking.id };
  };

  return [
    implement(contract.list, async (ctx, { query }) => {
      ctx.body = await staff.list(requireSession(ctx), query);
    }),
    implement(contract.get, async (ctx, { params }) => {
      const booking = await staff.get(requireSession(ctx), params.id);
      ctx.body = { data: booking, id: booking.id, _id: booking.id };
    }),
    implement(contract.setStatus, changeStatus),
    implement(contract.setStatusWithPut, changeStatus),
    implement(contract.create, async (ctx, { body }) => {
      const booking = await staff.create(requireSession(ctx), body);
      ctx.status = 201;
      ctx.body = { data: booking, id: booking.id, _id: booking.id };
    }),
    implement(contract.update, async (ctx, { params, body }) => {
      const booking = await staff.edit(requireSession(ctx), params.id, body);
      ctx.body = { data: booking, id: booking.id, _id: booking.id };
    }),
    implement(contract.searchCustomers, async (ctx, { query }) => {
      ctx.body = { customers: await staff.searchCustomers(requireSession(ctx), query.query ?? query.q ?? '') };
    }),
  ];
}

import {
  bookingResponseSchema,
  conflictResponseSchema,
  createBookingSchema,
  idempotencyKeySchema,
  villaAvailabilityResponseSchema,
} from '@islandstay/shared/bookings/booking.schemas';
import { errorResponseSchema } from '@islandstay/shared/http/common.schemas';
import { villaIdParamsSchema } from '@islandstay/shared/villas/villa.schemas';
import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { parseInput } from '../../middlewares/validate.ts';
import type { VillaService } from '../villas/villas.service.ts';
import type { BookingService } from './bookings.service.ts';

const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

export function bookingRoutes(bookings: BookingService, villas: VillaService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/bookings',
      // PLACEHOLDER until the customer-identity issue (#4) lands: anyone may book with their
      // contact details in `customerInfo`. Issue #4 restricts this route to customer and staff
      // sessions and scopes Idempotency-Key to the session.
      roles: ['public'],
      tag: 'bookings',
      summary: 'Book a stay; the server prices it and refuses taken nights with 409',
      request: { body: createBookingSchema, headers: idempotencyHeaders },
      transaction: true,
      responses: {
        201: { description: 'The booking', schema: bookingResponseSchema },
        400: { description: 'Invalid input or MIN_STAY', schema: errorResponseSchema },
        404: { description: 'Villa not found', schema: errorResponseSchema },
        409: { description: 'Nights already taken', schema: conflictResponseSchema },
        422: { description: 'Idempotency-Key reused with another body', schema: errorResponseSchema },
      },
      async handler(ctx, { body }) {
        const headers = parseInput('headers', idempotencyHeaders, {
          'idempotency-key': ctx.get('idempotency-key') || undefined,
        });
        const trx = ctx.state.trx;
        if (!trx) throw new Error('POST /api/bookings runs in a transaction');
        const result = await bookings.create(trx, body, { scope: 'anonymous', isStaff: false }, headers['idempotency-key']);
        ctx.status = result.status;
        ctx.body = result.body;
        if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/bookings/villa/:id',
      roles: ['public'],
      tag: 'bookings',
      summary: 'Occupied date ranges of a public villa (never who occupies them)',
      request: { params: villaIdParamsSchema },
      responses: {
        200: { description: 'Occupied ranges', schema: villaAvailabilityResponseSchema },
        404: { description: 'Villa not found', schema: errorResponseSchema },
      },
      async handler(ctx, { params }) {
        const { villa } = (await villas.requirePublic(params.id)).entry;
        ctx.body = { villaId: villa.id, data: await bookings.occupiedRanges(villa.id) };
      },
    }),
  ];
}

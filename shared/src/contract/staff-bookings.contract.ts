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
} from '../bookings/booking.schemas.ts';
import { errorResponse, operation } from './operation.ts';

/** The status change's request and answers, the same for its PATCH and its PUT variant. */
const statusChange = {
  path: '/api/bookings/:id/status',
  roles: ['owner', 'admin'],
  tag: 'back office',
  request: { params: bookingIdParamsSchema, body: bookingStatusChangeSchema },
  responses: {
    200: { description: 'The booking', schema: bookingResponseSchema },
    404: errorResponse('Not found'),
    409: { description: 'Nights taken', schema: conflictResponseSchema },
  },
} as const;

export const staffBookings = {
  list: operation({
    method: 'GET',
    path: '/api/admin/bookings',
    operationId: 'staffBookings.list',
    roles: ['owner', 'admin'],
    tag: 'back office',
    summary: "Bookings in the caller's scope: status and payment filters (overdue balances included), search (reference, guest, villa), sort, pages",
    request: { query: adminBookingListQuerySchema },
    responses: { 200: { description: 'A page of bookings', schema: adminBookingListResponseSchema } },
  }),
  get: operation({
    method: 'GET',
    path: '/api/admin/bookings/:id',
    operationId: 'staffBookings.get',
    roles: ['owner', 'admin'],
    tag: 'back office',
    summary: "One booking in the caller's scope, with the guest's details and its villa",
    request: { params: bookingIdParamsSchema },
    responses: { 200: { description: 'The booking', schema: bookingWithVillaResponseSchema }, 404: errorResponse('Not found') },
  }),
  setStatus: operation({
    ...statusChange,
    method: 'PATCH',
    operationId: 'staffBookings.setStatus',
    aliases: ['/api/admin/bookings/:id/status'],
    summary: 'Set a booking status; reviving a cancelled booking into taken nights is 409',
  }),
  setStatusWithPut: operation({
    ...statusChange,
    method: 'PUT',
    operationId: 'staffBookings.setStatusWithPut',
    summary: "The spec's PUT variant of the status change",
  }),
  create: operation({
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
  }),
  update: operation({
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
  }),
  searchCustomers: operation({
    method: 'GET',
    path: '/api/admin/customers/search',
    operationId: 'staffBookings.searchCustomers',
    roles: ['owner', 'admin'],
    tag: 'back office',
    summary: 'Guest autocomplete for the calendar (2 or more characters; owners see their own guests only)',
    request: { query: customerSearchQuerySchema },
    responses: { 200: { description: 'Matches', schema: customerSearchResponseSchema } },
  }),
};

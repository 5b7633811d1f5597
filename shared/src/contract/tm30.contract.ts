import { bookingIdParamsSchema } from '../bookings/booking.schemas.ts';
import { tm30FormSchema, tm30QuerySchema, tm30ResponseSchema } from '../bookings/tm30.schemas.ts';
import { binaryFileSchema } from '../http/common.schemas.ts';
import { errorResponse, operation } from './operation.ts';

export const tm30 = {
  get: operation({
    method: 'GET',
    path: '/api/bookings/:id/tm30',
    operationId: 'tm30.get',
    roles: ['public'],
    tag: 'tm30',
    summary: "A booking's TM30 pre-arrival form as filled so far: for its signed-in customer, or with the confirmation email's token",
    request: { params: bookingIdParamsSchema, query: tm30QuerySchema },
    responses: { 200: { description: 'The form', schema: tm30ResponseSchema }, 404: errorResponse('No such booking for this caller or token') },
  }),
  fill: operation({
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
  }),
  getForStaff: operation({
    method: 'GET',
    path: '/api/admin/bookings/:id/tm30',
    operationId: 'tm30.getForStaff',
    roles: ['owner', 'admin'],
    tag: 'tm30',
    summary: "The booking's TM30 details, for the villa's owner and the admin only",
    request: { params: bookingIdParamsSchema },
    responses: { 200: { description: 'The form', schema: tm30ResponseSchema }, 404: errorResponse("Not found (or another owner's booking)") },
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/api/admin/bookings/:id/tm30/csv',
    operationId: 'tm30.exportCsv',
    roles: ['owner', 'admin'],
    tag: 'tm30',
    summary: 'The TM30 details as CSV, one guest a line, in the order of the immigration form',
    request: { params: bookingIdParamsSchema },
    responses: { 200: { description: 'CSV', contentType: 'text/csv', schema: binaryFileSchema }, 404: errorResponse("Not found (or another owner's booking)") },
  }),
};

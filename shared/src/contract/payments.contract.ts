import { bookingIdParamsSchema } from '../bookings/booking.schemas.ts';
import { bookingLedgerSchema, ledgerWriteResponseSchema, recordPaymentSchema, recordRefundSchema } from '../payments/ledger.schemas.ts';
import { errorResponse, operation } from './operation.ts';

const writeResponses = {
  201: { description: 'The row written and the ledger after it (a replayed key answers the same, with Idempotent-Replayed: true)', schema: ledgerWriteResponseSchema },
  400: errorResponse('Invalid input (details name the field), no Idempotency-Key, or an amount above what the ledger allows'),
  404: errorResponse("Not found (or another owner's booking)"),
  422: errorResponse('Idempotency-Key reused with another body'),
} as const;

export const payments = {
  ledger: operation({
    method: 'GET',
    path: '/api/admin/bookings/:id/payments',
    operationId: 'payments.ledger',
    roles: ['owner', 'admin'],
    tag: 'payments',
    summary: "A booking's money: its ledger rows, its payment plan, the sums and the payment status derived from them",
    request: { params: bookingIdParamsSchema },
    responses: { 200: { description: 'The ledger', schema: bookingLedgerSchema }, 404: errorResponse("Not found (or another owner's booking)") },
  }),
  recordPayment: operation({
    method: 'POST',
    path: '/api/admin/bookings/:id/payments',
    operationId: 'payments.recordPayment',
    roles: ['owner', 'admin'],
    tag: 'payments',
    summary: 'Record a payment received for the stay, at most what is still due; the Idempotency-Key header is required',
    request: { params: bookingIdParamsSchema, body: recordPaymentSchema },
    idempotent: true,
    responses: writeResponses,
  }),
  recordRefund: operation({
    method: 'POST',
    path: '/api/admin/bookings/:id/refunds',
    operationId: 'payments.recordRefund',
    roles: ['owner', 'admin'],
    tag: 'payments',
    summary: 'Record money sent back to the guest, at most what the stay holds, with its reason; the Idempotency-Key header is required',
    request: { params: bookingIdParamsSchema, body: recordRefundSchema },
    idempotent: true,
    responses: writeResponses,
  }),
};

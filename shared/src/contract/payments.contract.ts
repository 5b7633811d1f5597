import { bookingIdParamsSchema } from '../bookings/booking.schemas.ts';
import { bookingLedgerSchema, ledgerWriteResponseSchema, recordDamageHoldSchema, recordDamageReleaseSchema, recordPaymentSchema, recordRefundSchema } from '../payments/ledger.schemas.ts';
import { cardPaymentResponseSchema, stripeEventSchema, webhookReceivedSchema } from '../payments/card.schemas.ts';
import { guestPaymentSchema } from '../payments/guest-payment.schemas.ts';
import { sitePaymentSettingsSchema, villaPaymentTermsResponseSchema, villaPaymentTermsUpdateSchema } from '../payments/payment-plan.schemas.ts';
import { villaIdParamsSchema } from '../villas/villa.schemas.ts';
import { errorResponse, operation } from './operation.ts';

const writeResponses = {
  201: { description: 'The row written and the ledger after it (a replayed key answers the same, with Idempotent-Replayed: true)', schema: ledgerWriteResponseSchema },
  400: errorResponse('Invalid input (details name the field), no Idempotency-Key, or an amount above what the ledger allows'),
  404: errorResponse("Not found (or another owner's booking)"),
  422: errorResponse('Idempotency-Key reused with another body'),
} as const;

export const payments = {
  guest: operation({
    method: 'GET',
    path: '/api/bookings/:id/payment',
    operationId: 'payments.guest',
    roles: ['customer'],
    tag: 'payments',
    summary: "The guest's own booking's money: its plan and policy, what is paid, what to pay next with a PromptPay QR for that exact amount and the bank details, and what cancelling now gives back",
    request: { params: bookingIdParamsSchema },
    responses: { 200: { description: 'The booking money', schema: guestPaymentSchema }, 404: errorResponse("Not found (or another guest's booking)") },
  }),
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
  recordDamageHold: operation({
    method: 'POST',
    path: '/api/admin/bookings/:id/damage-holds',
    operationId: 'payments.recordDamageHold',
    roles: ['owner', 'admin'],
    tag: 'payments',
    summary:
      "Record the damage deposit taken from the guest, at most the booking's damage deposit less what is held; apart from the stay, the payment status does not move. The Idempotency-Key header is required",
    request: { params: bookingIdParamsSchema, body: recordDamageHoldSchema },
    idempotent: true,
    responses: writeResponses,
  }),
  recordDamageRelease: operation({
    method: 'POST',
    path: '/api/admin/bookings/:id/damage-releases',
    operationId: 'payments.recordDamageRelease',
    roles: ['owner', 'admin'],
    tag: 'payments',
    summary:
      'Record the damage deposit given back, at most what is held; giving back less keeps the rest for damage and needs a reason. The payment status does not move. The Idempotency-Key header is required',
    request: { params: bookingIdParamsSchema, body: recordDamageReleaseSchema },
    idempotent: true,
    responses: writeResponses,
  }),
  siteSettings: operation({
    method: 'GET',
    path: '/api/admin/payment-settings',
    operationId: 'payments.siteSettings',
    roles: ['owner', 'admin'],
    tag: 'payments',
    summary: "The site's payment terms (deposit share, balance due days, damage deposit) and cancellation policy: what a villa's bookings follow unless its owner set the villa's own",
    responses: { 200: { description: 'The site settings', schema: sitePaymentSettingsSchema } },
  }),
  updateSiteSettings: operation({
    method: 'PUT',
    path: '/api/admin/payment-settings',
    operationId: 'payments.updateSiteSettings',
    roles: ['admin'],
    tag: 'payments',
    summary: "Admin: set the site's payment terms and cancellation policy; bookings already made keep theirs",
    request: { body: sitePaymentSettingsSchema },
    responses: { 200: { description: 'The site settings', schema: sitePaymentSettingsSchema }, 400: errorResponse('Invalid input (details name the field)') },
  }),
  villaTerms: operation({
    method: 'GET',
    path: '/api/admin/villas/:id/payment-terms',
    operationId: 'payments.villaTerms',
    roles: ['owner', 'admin'],
    tag: 'payments',
    summary: "A villa's payment terms and cancellation policy: its own, the site's, and the ones its bookings are made under now",
    request: { params: villaIdParamsSchema },
    responses: { 200: { description: "The villa's terms", schema: villaPaymentTermsResponseSchema }, 404: errorResponse("Villa not found (or another owner's)") },
  }),
  updateVillaTerms: operation({
    method: 'PUT',
    path: '/api/admin/villas/:id/payment-terms',
    operationId: 'payments.updateVillaTerms',
    roles: ['owner', 'admin'],
    tag: 'payments',
    summary: "Set a villa's own terms and policy (a field sent as null follows the site's again); bookings already made keep theirs",
    request: { params: villaIdParamsSchema, body: villaPaymentTermsUpdateSchema },
    responses: {
      200: { description: "The villa's terms", schema: villaPaymentTermsResponseSchema },
      400: errorResponse('Invalid input (details name the field)'),
      404: errorResponse("Villa not found (or another owner's)"),
    },
  }),
  cardPayment: operation({
    method: 'POST',
    path: '/api/bookings/:id/card-payment',
    operationId: 'payments.cardPayment',
    roles: ['customer'],
    tag: 'payments',
    upstream: 'stripe',
    summary: "Start paying what is due now on the guest's own booking by card: a Stripe PaymentIntent for the amount the server computed (the same one again while it is unpaid)",
    request: { params: bookingIdParamsSchema },
    responses: {
      201: { description: 'The intent for Stripe.js', schema: cardPaymentResponseSchema },
      404: errorResponse("Not found (or another guest's booking)"),
      409: errorResponse('Nothing is due, the booking is cancelled, or card payments are not offered'),
    },
  }),
  stripeWebhook: operation({
    method: 'POST',
    path: '/webhooks/stripe',
    operationId: 'payments.stripeWebhook',
    roles: ['public'],
    tag: 'payments',
    summary:
      "Stripe's events (signed with the Stripe-Signature header): a payment that succeeded credits the booking's ledger once, a refund is recorded; replays and events out of order change nothing twice",
    request: { body: stripeEventSchema },
    responses: {
      200: { description: 'Taken (or already taken: duplicate)', schema: webhookReceivedSchema },
      400: errorResponse('A bad or missing signature, or a payment for a booking this site did not start'),
      409: errorResponse('Card payments are not configured on this site'),
    },
  }),
};

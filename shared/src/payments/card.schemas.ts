import { z } from 'zod';

/**
 * Card payments through Stripe (docs/product.md#payments): the server creates a PaymentIntent for
 * the amount it computed (what is due now) and the browser confirms it with Stripe.js; the booking
 * changes only when Stripe's signed webhook says the money arrived.
 */
export const cardPaymentResponseSchema = z.object({
  provider: z.literal('stripe'),
  paymentIntentId: z.string(),
  /** What Stripe.js confirms the payment with; only for this guest's browser. */
  clientSecret: z.string(),
  /** Exact decimal text in the booking's currency: the amount the server asked Stripe for. */
  amount: z.string(),
  currency: z.string(),
  publishableKey: z.string(),
});
export type CardPaymentResponse = z.infer<typeof cardPaymentResponseSchema>;

/** A Stripe event as posted to the webhook; the signature check reads the raw body, this only its shape. */
export const stripeEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  data: z.looseObject({ object: z.looseObject({ id: z.string().max(255).optional() }) }),
});

export const webhookReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

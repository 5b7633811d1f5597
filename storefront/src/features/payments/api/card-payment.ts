import { api } from '@islandstay/shared/api/client';
import type { CardPaymentResponse } from '@islandstay/shared/payments/card.schemas';

/**
 * Starts paying what is due now on the guest's booking by card: the server makes (or gives again,
 * while unpaid) a Stripe PaymentIntent for the amount it computed, and answers its client secret
 * for Stripe.js. Nothing is paid until Stripe's webhook credits the ledger.
 */
export function startCardPayment(bookingId: string): Promise<CardPaymentResponse> {
  return api.payments.cardPayment({ params: { id: bookingId } });
}

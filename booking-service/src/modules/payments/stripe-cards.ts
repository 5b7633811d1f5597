import Stripe from 'stripe';

/**
 * The card port (docs/architecture.md, "Money"): what the payments module asks of a card
 * provider. Stripe is the one we have; tests point STRIPE_API_BASE at a local stand-in that checks
 * what it is sent, and sign their webhooks with the SDK's own test-header helper.
 */
export interface CardProvider {
  readonly publishableKey: string;
  /** A PaymentIntent for `amountMinor` of `currency`, made once per `idempotencyKey`. */
  createIntent(input: { amountMinor: number; currency: string; bookingId: string; reference: string; idempotencyKey: string }): Promise<{ id: string; clientSecret: string }>;
  /** The event the raw body holds, if its signature is good; throws otherwise. */
  verifyEvent(rawBody: string, signature: string): StripeEvent;
}

/** What the webhook reads of an event: its id, its type and the object it is about. */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export class StripeCards implements CardProvider {
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly publishableKey: string,
    private readonly webhookSecret: string,
    apiBase: string,
  ) {
    const base = new URL(apiBase);
    this.stripe = new Stripe(secretKey, {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: 10_000,
      appInfo: { name: 'IslandStay' },
    });
  }

  async createIntent({ amountMinor, currency, bookingId, reference, idempotencyKey }: Parameters<CardProvider['createIntent']>[0]) {
    const intent = await this.stripe.paymentIntents.create(
      { amount: amountMinor, currency: currency.toLowerCase(), automatic_payment_methods: { enabled: true }, description: `Booking ${reference}`, metadata: { bookingId, reference } },
      { idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Stripe gave no client secret for ${intent.id}`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  verifyEvent(rawBody: string, signature: string): StripeEvent {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret) as unknown as StripeEvent;
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Card payments through Stripe (docs/product.md#payments). Stripe cannot be reached from here: a
 * local stand-in answers the SDK's PaymentIntent call and checks what it is sent (the secret key,
 * the amount the server computed in minor units, the currency, the booking, an idempotency key);
 * webhooks are signed with the SDK's own test-header helper. What this does not run: Stripe.js in
 * a browser and Stripe's real servers.
 */
const SECRET_KEY = 'sk_test_islandstay';
const WEBHOOK_SECRET = 'whsec_islandstay_test';
const sdk = new Stripe(SECRET_KEY);

interface IntentCall {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}
const calls: IntentCall[] = [];
let intents = 0;
let stand: http.Server;
let app: TestApp;

beforeAll(async () => {
  stand = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message: `unexpected ${req.method} ${req.url}` } }));
        return;
      }
      const form = new URLSearchParams(body);
      calls.push({ authorization: req.headers.authorization, idempotencyKey: req.headers['idempotency-key'] as string | undefined, form });
      const id = `pi_test_${++intents}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${intents}` }).end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_abc`,
          status: 'requires_payment_method',
          metadata: {},
        }),
      );
    });
  });
  await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
  const port = (stand.address() as AddressInfo).port;
  app = await createTestApp({
    clock: () => new Date(),
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: 'pk_test_islandstay', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => stand.close(resolve));
});

const today = todayOnIsland(new Date());

async function bookAndStartCard() {
  const villaId = await insertVilla(app.knex, { currency: 'THB', basePrice: 10_000 });
  const guest = await app.signInCustomer();
  const booked = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, addDays(today, 90), addDays(today, 92)) });
  expect(booked.status).toBe(201);
  const id = (booked.body as { data: { id: string } }).data.id;
  const started = await app.request(`/api/bookings/${id}/card-payment`, { method: 'POST', cookie: guest.cookie });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { guest, id, intent: started.body as { paymentIntentId: string; clientSecret: string; amount: string; currency: string; publishableKey: string } };
}

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return app.request('/webhooks/stripe', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

const succeeded = (eventId: string, intentId: string, amountMinor: number) => ({
  id: eventId,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: intentId, object: 'payment_intent', amount: amountMinor, amount_received: amountMinor, currency: 'thb' } },
});
const ledger = async (id: string) => app.request(`/api/admin/bookings/${id}/payments`, { cookie: await app.sessionCookie('admin', 'admin-1') });

describe('paying by card', () => {
  it('when the guest starts a card payment, then Stripe is asked for the deposit the server computed, in satang, for this booking', async () => {
    const { id, intent, guest } = await bookAndStartCard();
    expect(intent).toMatchObject({ amount: '10000.00', currency: 'THB', publishableKey: 'pk_test_islandstay', clientSecret: `${intent.paymentIntentId}_secret_abc` });
    const call = calls.at(-1)!;
    expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.form.get('amount')).toBe('1000000');
    expect(call.form.get('currency')).toBe('thb');
    expect(call.form.get('metadata[bookingId]')).toBe(id);
    expect(call.idempotencyKey).toBe(`booking-${id}-deposit-10000.00`);
    expect((await app.request(`/api/bookings/${id}/payment`, { cookie: guest.cookie })).body.ways.card).toEqual({ provider: 'stripe', publishableKey: 'pk_test_islandstay' });
    // Another guest cannot start one on it.
    const other = await app.signInCustomer();
    expect((await app.request(`/api/bookings/${id}/card-payment`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
  });

  it('when Stripe signs that the payment succeeded, then the booking is credited once; the same event or another for the same intent credits nothing more', async () => {
    const { id, intent, guest } = await bookAndStartCard();
    const first = await webhook(succeeded('evt_1', intent.paymentIntentId, 1_000_000));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await webhook(succeeded('evt_1', intent.paymentIntentId, 1_000_000))).body).toEqual({ received: true, duplicate: true });
    expect((await webhook(succeeded('evt_1b', intent.paymentIntentId, 1_000_000))).body).toEqual({ received: true, duplicate: false });
    const money = await ledger(id);
    expect(money.body.entries).toHaveLength(1);
    expect(money.body.entries[0]).toMatchObject({ kind: 'payment', method: 'card', amount: '10000.00', externalReference: intent.paymentIntentId, recordedBy: 'stripe', recordedByName: 'stripe' });
    expect(money.body.status).toBe('deposit_paid');
    expect((await app.request(`/api/bookings/${id}`, { cookie: guest.cookie })).body.data.paymentStatus).toBe('deposit_paid');
    expect(await app.knex('mail_outbox').where({ booking_id: id, kind: 'payment-receipt' }).count('* as n').first()).toEqual({ n: 1 });
  });

  it('when the signature is bad or missing, then 400 and nothing is written', async () => {
    const { id, intent } = await bookAndStartCard();
    const forged = await webhook(succeeded('evt_forged', intent.paymentIntentId, 1_000_000), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('payments.badSignature');
    const unsigned = await app.request('/webhooks/stripe', { method: 'POST', json: succeeded('evt_unsigned', intent.paymentIntentId, 1_000_000) });
    expect(unsigned.status).toBe(400);
    expect((await ledger(id)).body.entries).toEqual([]);
    expect(await app.knex('stripe_events').whereIn('id', ['evt_forged', 'evt_unsigned']).count('* as n').first()).toEqual({ n: 0 });
  });

  it('when an event is about a payment this site did not start, then 400 and the event is not kept', async () => {
    const res = await webhook(succeeded('evt_stranger', 'pi_not_ours', 5000));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('payments.unknownPayment');
    expect(await app.knex('stripe_events').where({ id: 'evt_stranger' }).first()).toBeUndefined();
  });

  it('when events come out of order (a refund before the success, a failure after it), then the final state is right', async () => {
    const { id, intent } = await bookAndStartCard();
    const refunded = {
      id: 'evt_refund_first',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: intent.paymentIntentId, amount: 1_000_000, amount_captured: 1_000_000, amount_refunded: 250_000, currency: 'thb' } },
    };
    expect((await webhook(refunded)).status).toBe(200);
    expect((await webhook(succeeded('evt_success_late', intent.paymentIntentId, 1_000_000))).status).toBe(200);
    const failedLate = { id: 'evt_failed_late', object: 'event', type: 'payment_intent.payment_failed', data: { object: { id: intent.paymentIntentId, object: 'payment_intent' } } };
    expect((await webhook(failedLate)).status).toBe(200);
    const money = await ledger(id);
    expect(money.body.entries.map((e: { kind: string; amount: string }) => [e.kind, e.amount])).toEqual([
      ['payment', '10000.00'],
      ['refund', '2500.00'],
    ]);
    expect(money.body.status).toBe('partly_refunded');
    expect((await app.knex('card_payments').where({ intent_id: intent.paymentIntentId }).first('status')).status).toBe('succeeded');
    // A later refund event with the cumulative amount records only the difference.
    const more = { ...refunded, id: 'evt_refund_more', data: { object: { ...refunded.data.object, amount_refunded: 400_000 } } };
    await webhook(more);
    expect((await ledger(id)).body.amounts.refunded).toBe('4000.00');
  });

  it('when card payments are not configured, then starting one is a 409 and the guest is not offered cards', async () => {
    const plain = await createTestApp({ clock: () => new Date() });
    try {
      const villaId = await insertVilla(plain.knex, { currency: 'THB', basePrice: 10_000 });
      const guest = await plain.signInCustomer();
      const booked = await plain.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, addDays(today, 95), addDays(today, 97)) });
      const res = await plain.request(`/api/bookings/${booked.body.data.id}/card-payment`, { method: 'POST', cookie: guest.cookie });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('payments.cardNotOffered');
      expect((await plain.request(`/api/bookings/${booked.body.data.id}/payment`, { cookie: guest.cookie })).body.ways.card).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

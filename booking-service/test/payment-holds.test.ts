import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaymentHolds } from '../src/modules/payments/payment-holds.ts';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Holds, reminders and receipts (docs/product.md#payments), on an injected clock: a guest's booking
 * waits PAYMENT_HOLD_HOURS for the money due at booking, then lapses and frees its nights, and the
 * guest is told; a paid deposit keeps it; the balance is reminded once; every payment and refund
 * sends the guest a receipt.
 */
const START = new Date();
let now = START;
const hours = (h: number) => new Date(START.getTime() + h * 3_600_000);
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now, env: { PAYMENT_HOLD_HOURS: '24', BALANCE_REMINDER_DAYS: '7' } });
  admin = await app.sessionCookie('admin', 'admin-1');
});
afterAll(async () => {
  await app.close();
});

const today = todayOnIsland(START);
const run = () => runPaymentHolds({ db: app.knex, clock: () => now, mail: app.services.mail, payments: app.services.payments }, 7);
const outbox = (bookingId: string, kind: string) => app.knex('mail_outbox').where({ booking_id: bookingId, kind }).select('to_address', 'subject', 'text_body');

async function book(villaId: string, checkIn: string, checkOut: string) {
  const guest = await app.signInCustomer();
  const customerInfo = { name: 'Nok Srisuk', email: `nok-${guest.id.slice(0, 8)}@example.com`, phone: guest.phone };
  const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, checkIn, checkOut, { customerInfo }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { guest, id: (res.body as { data: { id: string } }).data.id };
}

describe('a hold on an unpaid booking', () => {
  it('when the deposit has not arrived by the end of the hold, then the booking lapses, its nights are free again and the guest is told; a paid one stays', async () => {
    now = START;
    const villaId = await insertVilla(app.knex, { currency: 'THB', basePrice: 5000 });
    const checkIn = addDays(today, 60);
    const unpaid = await book(villaId, checkIn, addDays(checkIn, 2));
    const other = await insertVilla(app.knex, { currency: 'THB', basePrice: 5000 });
    const paid = await book(other, checkIn, addDays(checkIn, 2));
    await app.request(`/api/admin/bookings/${paid.id}/payments`, { method: 'POST', cookie: admin, json: { amount: '5000', method: 'bank_transfer' }, headers: { 'Idempotency-Key': `d-${paid.id}` } });

    const view = await app.request(`/api/bookings/${unpaid.id}/payment`, { cookie: unpaid.guest.cookie });
    expect(view.body.holdUntil).toBe(hours(24).toISOString());
    expect((await app.request(`/api/bookings/${paid.id}/payment`, { cookie: paid.guest.cookie })).body.holdUntil).toBeNull();

    now = hours(23.9);
    expect(await run()).toEqual({ lapsed: 0, reminded: 0, overdue: 0 });
    now = hours(24);
    expect((await run())?.lapsed).toBe(1);

    const lapsed = await app.request(`/api/bookings/${unpaid.id}`, { cookie: unpaid.guest.cookie });
    expect(lapsed.body.data.status).toBe('cancelled');
    expect((await app.request(`/api/bookings/${unpaid.id}/payment`, { cookie: unpaid.guest.cookie })).body).toMatchObject({ lapsedAt: hours(24).toISOString(), holdUntil: null, nextPayment: null });
    expect((await app.request(`/api/bookings/${paid.id}`, { cookie: paid.guest.cookie })).body.data.status).toBe('confirmed');
    const told = await outbox(unpaid.id, 'booking-lapsed');
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain('has lapsed');

    // The nights are free: another guest books them.
    await book(villaId, checkIn, addDays(checkIn, 2));
    expect((await run())?.lapsed).toBe(0);
  });

  it('when PAYMENT_HOLD_HOURS is 0 or the booking is made by staff, then there is no hold', async () => {
    const noHold = await createTestApp({ clock: () => now, env: { PAYMENT_HOLD_HOURS: '0' } });
    try {
      const villaId = await insertVilla(noHold.knex, { currency: 'THB', basePrice: 5000 });
      const guest = await noHold.signInCustomer();
      const res = await noHold.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, addDays(today, 70), addDays(today, 72)) });
      expect(res.status).toBe(201);
      expect((await noHold.knex('bookings').where({ id: res.body.data.id }).first('payment_hold_until')).payment_hold_until).toBeNull();
    } finally {
      await noHold.close();
    }
  });
});

describe('balance reminders and receipts', () => {
  it('when the balance falls due within the reminder days, then the guest is reminded once; each payment and refund sends a receipt', async () => {
    now = START;
    const villaId = await insertVilla(app.knex, { currency: 'THB', basePrice: 5000 });
    // Check-in in 45 days: the balance is due in 15 days, so the reminder goes from day 8.
    const checkIn = addDays(today, 45);
    const { id } = await book(villaId, checkIn, addDays(checkIn, 2));
    const deposit = await app.request(`/api/admin/bookings/${id}/payments`, {
      method: 'POST',
      cookie: admin,
      json: { amount: '5000', method: 'promptpay', externalReference: 'PP-77' },
      headers: { 'Idempotency-Key': `d-${id}` },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const receipts = await outbox(id, 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text_body).toMatch(/we received ฿5,000\.00 by PromptPay/);
    expect(receipts[0]!.text_body).toContain(`Still due: ฿5,000.00 by`);

    now = hours(24 * 7);
    expect((await run())?.reminded).toBe(0);
    now = hours(24 * 8 + 1);
    expect((await run())?.reminded).toBe(1);
    expect((await run())?.reminded).toBe(0);
    const reminder = await outbox(id, 'balance-reminder');
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.text_body).toContain('the balance of ฿5,000.00');

    // A week on, the admin signs in again (a staff session lasts hours).
    admin = await app.sessionCookie('admin', 'admin-1');
    const refund = await app.request(`/api/admin/bookings/${id}/refunds`, {
      method: 'POST',
      cookie: admin,
      json: { amount: '1000', method: 'promptpay', reason: 'Pool heater broken' },
      headers: { 'Idempotency-Key': `r-${id}` },
    });
    expect(refund.status).toBe(201);
    const refunds = await outbox(id, 'refund-receipt');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text_body).toContain('Pool heater broken');
  });
});

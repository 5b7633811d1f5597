import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { readPromptPayPayload } from '@islandstay/shared/payments/promptpay';
import { refundFor } from '@islandstay/shared/payments/cancellation-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A booking keeps the terms and the cancellation policy in force when it was made (the villa's
 * own, else the site's), and its guest sees what is paid, what to pay next with a PromptPay QR
 * for that exact amount, and what cancelling now would give back (docs/product.md#payments).
 */
const PROMPTPAY_ID = '0812345678';
const today = todayOnIsland(new Date());
/** A stay 100 days ahead: the balance falls due 30 days before it. */
const CHECK_IN = addDays(today, 100);
const BALANCE_DUE = addDays(CHECK_IN, -30);
let app: TestApp;
let admin: string;

beforeAll(async () => {
  // The real clock: a booking's plan counts from when it was made, which the database stamps.
  app = await createTestApp({
    clock: () => new Date(),
    env: { PROMPTPAY_ID, BANK_TRANSFER_BANK_NAME: 'Kasikornbank', BANK_TRANSFER_ACCOUNT_NAME: 'Island Villas Co., Ltd.', BANK_TRANSFER_ACCOUNT_NUMBER: '123-4-56789-0' },
  });
  admin = await app.sessionCookie('admin', 'admin-1');
});
afterAll(async () => {
  await app.close();
});

/** A THB villa at 10,000 a night, its terms set as given, booked by a new guest for two nights. */
async function book(terms: { cancellation_policy?: string; deposit_percent?: number; balance_due_days?: number } | undefined, checkIn = CHECK_IN, checkOut = addDays(CHECK_IN, 2)) {
  const villaId = await insertVilla(app.knex, { currency: 'THB', basePrice: 10_000 });
  if (terms) await app.knex('villa_payment_terms').insert({ villa_id: villaId, updated_by: 'owner-approved', ...terms });
  const guest = await app.signInCustomer();
  const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, checkIn, checkOut) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { guest, id: (res.body as { data: { id: string } }).data.id, villaId };
}

const payment = (id: string, cookie: string) => app.request(`/api/bookings/${id}/payment`, { cookie });

describe("a guest's booking money", () => {
  it('when a guest books under the site terms, then the plan asks for the 50% deposit and the QR holds the PromptPay id and that exact amount', async () => {
    const { guest, id } = await book(undefined);
    const res = await payment(id, guest.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'THB',
      status: 'unpaid',
      plan: { total: '20000.00', dueAtBooking: '10000.00', balanceDueDate: BALANCE_DUE },
      nextPayment: { amount: '10000.00', kind: 'deposit', dueDate: today, overdue: false },
      cancellation: { policy: 'standard', freeCancellationHours: null },
      ways: { bankTransfer: { bankName: 'Kasikornbank', accountNumber: '123-4-56789-0' } },
    });
    const promptPay = res.body.ways.promptPay;
    const fields = readPromptPayPayload(promptPay.payload);
    expect(fields['29.01']).toBe('0066812345678');
    expect(fields['54']).toBe('10000.00');
    expect(promptPay.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(promptPay.qrImage.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it("when the villa's owner set Flexible and a 30% deposit, then the booking keeps them after the villa changes its terms", async () => {
    const { guest, id, villaId } = await book({ cancellation_policy: 'flexible', deposit_percent: 30 });
    await app.knex('villa_payment_terms').where({ villa_id: villaId }).update({ cancellation_policy: 'strict', deposit_percent: 100 });
    const res = await payment(id, guest.cookie);
    expect(res.body).toMatchObject({
      plan: { dueAtBooking: '6000.00' },
      nextPayment: { amount: '6000.00', kind: 'deposit' },
      cancellation: { policy: 'flexible', freeCancellationHours: 48, ifCancelledNow: { refund: '0.00', refundPercent: 100 } },
    });
    expect((await app.knex('bookings').where({ id }).first('cancellation_policy', 'deposit_percent')) as object).toEqual({ cancellation_policy: 'flexible', deposit_percent: '30.00' });
  });

  it("when a guest prices a stay, then the quote carries the plan and the policy the villa's terms give", async () => {
    const villaId = await insertVilla(app.knex, { currency: 'THB', basePrice: 10_000 });
    await app.knex('villa_payment_terms').insert({ villa_id: villaId, updated_by: 'owner-approved', cancellation_policy: 'flexible', deposit_percent: 30 });
    const res = await app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn: CHECK_IN, checkOut: addDays(CHECK_IN, 2) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment).toEqual({
      plan: {
        dueAtBooking: '6000.00',
        balanceDueDate: BALANCE_DUE,
        instalments: [
          { kind: 'deposit', amount: '6000.00', dueDate: today },
          { kind: 'balance', amount: '14000.00', dueDate: BALANCE_DUE },
        ],
        damageDeposit: null,
      },
      cancellationPolicy: 'flexible',
      freeCancellationHours: 48,
    });
  });

  it('when staff record the deposit, then the booking reads deposit_paid, the next payment is the balance on its date, and cancelling now returns what the policy gives', async () => {
    const { guest, id } = await book(undefined);
    const recorded = await app.request(`/api/admin/bookings/${id}/payments`, {
      method: 'POST',
      cookie: admin,
      json: { amount: '10000', method: 'promptpay' },
      headers: { 'Idempotency-Key': `deposit-${id}` },
    });
    expect(recorded.status).toBe(201);
    const res = await payment(id, guest.cookie);
    expect(res.body).toMatchObject({
      status: 'deposit_paid',
      amounts: { net: '10000.00', due: '10000.00' },
      nextPayment: { amount: '10000.00', kind: 'balance', dueDate: BALANCE_DUE, overdue: false },
    });
    expect(res.body.ways.promptPay.amount).toBe('10000.00');
    const expected = refundFor({ policy: 'standard', total: '20000.00', paid: '10000.00', currency: { code: 'THB', decimalPlaces: 2 }, cancelledAt: new Date(), checkIn: CHECK_IN });
    expect(res.body.cancellation.ifCancelledNow).toEqual({ refund: expected.refund, retained: expected.retained, refundPercent: 90, tier: 'standard.over30' });
    expect(expected.refund).toBe('8000.00');

    // The booking's own reads carry the derived status.
    const read = await app.request(`/api/bookings/${id}`, { cookie: guest.cookie });
    expect(read.body.data.paymentStatus).toBe('deposit_paid');
    const reference = encodeURIComponent(read.body.data.bookingReference);
    const list = await app.request(`/api/admin/bookings?search=${reference}&paymentStatus=deposit_paid`, { cookie: admin });
    expect(list.body.bookings.map((b: { id: string; paymentStatus: string }) => [b.id, b.paymentStatus])).toEqual([[id, 'deposit_paid']]);
    expect((await app.request(`/api/admin/bookings?search=${reference}&paymentStatus=unpaid`, { cookie: admin })).body.bookings).toEqual([]);
    const bad = await app.request('/api/admin/bookings?paymentStatus=pending', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('paymentStatus');
  });

  it('when the guest cancels after paying the deposit, then the refund the policy gives is in the ledger and the booking reads partly_refunded; unpaid, nothing is written', async () => {
    const { guest, id } = await book(undefined);
    await app.request(`/api/admin/bookings/${id}/payments`, { method: 'POST', cookie: admin, json: { amount: '10000', method: 'promptpay' }, headers: { 'Idempotency-Key': `deposit-${id}` } });
    const before = (await payment(id, guest.cookie)).body.cancellation.ifCancelledNow;
    const cancelled = await app.request(`/api/bookings/${id}/cancel`, { method: 'POST', cookie: guest.cookie });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data?.paymentStatus ?? cancelled.body.paymentStatus).toBe('partly_refunded');
    const ledger = await app.request(`/api/admin/bookings/${id}/payments`, { cookie: admin });
    expect(ledger.body.entries.at(-1)).toMatchObject({ kind: 'refund', method: 'promptpay', amount: before.refund, recordedBy: 'system' });
    expect(before.refund).toBe('8000.00');
    expect(ledger.body).toMatchObject({ status: 'partly_refunded', amounts: { paid: '10000.00', refunded: '8000.00', net: '2000.00' } });
    const after = await payment(id, guest.cookie);
    expect(after.body).toMatchObject({ status: 'partly_refunded', nextPayment: null, cancellation: { ifCancelledNow: null }, ways: { promptPay: null } });

    const unpaid = await book(undefined);
    expect((await app.request(`/api/bookings/${unpaid.id}/cancel`, { method: 'POST', cookie: unpaid.guest.cookie })).status).toBe(200);
    expect(await app.knex('booking_payments').where({ booking_id: unpaid.id }).count('* as n').first()).toEqual({ n: 0 });
  });

  it('when it is paid in full, then nothing is asked and no QR is made', async () => {
    const { guest, id } = await book(undefined);
    await app.request(`/api/admin/bookings/${id}/payments`, { method: 'POST', cookie: admin, json: { amount: '20000', method: 'bank_transfer' }, headers: { 'Idempotency-Key': `all-${id}` } });
    const res = await payment(id, guest.cookie);
    expect(res.body).toMatchObject({ status: 'paid', nextPayment: null, ways: { promptPay: null, bankTransfer: null } });
  });

  it('when the stay starts inside the balance window, then everything is due at booking', async () => {
    const { guest, id } = await book(undefined, addDays(today, 10), addDays(today, 12));
    const res = await payment(id, guest.cookie);
    expect(res.body).toMatchObject({ plan: { dueAtBooking: '20000.00', balanceDueDate: null }, nextPayment: { amount: '20000.00', kind: 'full' } });
  });

  it("when another guest, staff or nobody asks, then 404 or 401: a booking's money is its guest's", async () => {
    const { id } = await book(undefined);
    const other = await app.signInCustomer();
    expect((await payment(id, other.cookie)).status).toBe(404);
    expect((await payment(id, admin)).status).toBe(403);
    expect((await app.request(`/api/bookings/${id}/payment`)).status).toBe(401);
    expect((await payment('not-a-uuid', other.cookie)).status).toBe(400);
  });
});

describe('payment terms: the site, and a villa of its own', () => {
  it("when the admin sets the site's terms, then a booking made after follows them; an owner may read them but not set them", async () => {
    const site = { terms: { depositPercent: 25, balanceDueDays: 45 }, cancellationPolicy: 'strict' };
    const owner = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
    expect((await app.request('/api/admin/payment-settings', { method: 'PUT', cookie: owner, json: site })).status).toBe(403);
    const set = await app.request('/api/admin/payment-settings', { method: 'PUT', cookie: admin, json: site });
    try {
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect((await app.request('/api/admin/payment-settings', { cookie: owner })).body).toEqual(site);
      const { guest, id } = await book(undefined);
      expect((await payment(id, guest.cookie)).body).toMatchObject({ plan: { dueAtBooking: '5000.00', balanceDueDate: addDays(CHECK_IN, -45) }, cancellation: { policy: 'strict' } });
    } finally {
      await app.request('/api/admin/payment-settings', { method: 'PUT', cookie: admin, json: { terms: { depositPercent: 50, balanceDueDays: 30 }, cancellationPolicy: 'standard' } });
    }
  });

  it("when a villa's owner sets its terms, then they apply to it alone; null gives a field back to the site; another owner gets 404", async () => {
    const villaId = await insertVilla(app.knex, { currency: 'THB', basePrice: 10_000 });
    const owner = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
    const put = (json: unknown, cookie = owner) => app.request(`/api/admin/villas/${villaId}/payment-terms`, { method: 'PUT', cookie, json });
    const set = await put({ cancellationPolicy: 'flexible', depositPercent: 20 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ villa: { cancellationPolicy: 'flexible', depositPercent: 20 }, effective: { cancellationPolicy: 'flexible', terms: { depositPercent: 20, balanceDueDays: 30 } } });
    const reset = await put({ depositPercent: null });
    expect(reset.body).toMatchObject({ villa: { cancellationPolicy: 'flexible' }, effective: { terms: { depositPercent: 50 } } });
    expect(reset.body.villa.depositPercent).toBeUndefined();

    await app.knex('owners').insert({ id: 'owner-elsewhere', name: 'Elsewhere', status: 'approved' }).onConflict('id').ignore();
    const stranger = await app.sessionCookie('owner', 'owner-elsewhere', 'owner-elsewhere');
    expect((await put({ cancellationPolicy: 'strict' }, stranger)).status).toBe(404);
    expect((await app.request(`/api/admin/villas/${villaId}/payment-terms`, { cookie: stranger })).status).toBe(404);

    for (const [body, field] of [
      [{ depositPercent: 120 }, 'depositPercent'],
      [{ cancellationPolicy: 'lenient' }, 'cancellationPolicy'],
      [{ balanceDueDays: 1.5 }, 'balanceDueDays'],
      [{ commission: 5 }, 'commission'],
    ] as const) {
      const bad = await put(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(field);
    }
    expect((await app.request(`/api/admin/villas/${villaId}/payment-terms`, { cookie: admin })).body.villa).toEqual({ cancellationPolicy: 'flexible' });
  });
});

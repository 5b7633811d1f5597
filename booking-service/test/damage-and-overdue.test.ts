import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaymentHolds } from '../src/modules/payments/payment-holds.ts';
import { insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Overdue balances and the damage deposit (docs/product.md#payments), on an injected clock: staff
 * filter the bookings whose balance date has passed with money still due (an owner, their own
 * only), the owner and the admin are emailed once when a balance becomes overdue, and the damage
 * deposit is held and given back within its limits without moving the stay's payment status.
 */
const START = new Date();
const today = todayOnIsland(START);
const ADMIN_ALERT_EMAIL = 'ops@islandstay.test';
const OWNER_EMAIL = 'owner-approved@example.com';
let now = START;
let app: TestApp;
let admin: string;
let owner: string;
let otherOwner: string;
let villa: string;
let otherVilla: string;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now, env: { ADMIN_ALERT_EMAIL } });
  villa = await insertVilla(app.knex);
  await app.knex('owners').where({ id: 'owner-approved' }).update({ email: OWNER_EMAIL });
  await app.knex('owners').insert({ id: 'owner-other', name: 'Other owner', status: 'approved', email: 'other@example.com' }).onConflict('id').ignore();
  otherVilla = await insertVilla(app.knex);
  await app.knex('villas').where({ id: otherVilla }).update({ owner_id: 'owner-other' });
  admin = await app.sessionCookie('admin', 'admin-1');
  owner = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
  otherOwner = await app.sessionCookie('owner', 'owner-other', 'owner-other');
});
afterAll(async () => {
  await app.close();
});

let keys = 0;
function record(bookingId: string, what: 'payments' | 'damage-holds' | 'damage-releases', json: unknown, init: { cookie?: string; key?: string | null } = {}) {
  const key = init.key === undefined ? `key-${++keys}` : init.key;
  return app.request(`/api/admin/bookings/${bookingId}/${what}`, {
    method: 'POST',
    cookie: init.cookie ?? admin,
    json,
    ...(key === null ? {} : { headers: { 'Idempotency-Key': key } }),
  });
}

/** A confirmed 100 USD night checking in `days` from today; its balance falls due 30 days before. */
async function stay(villaId: string, days: number, status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed'): Promise<string> {
  return insertBooking(app.knex, villaId, addDays(today, days), addDays(today, days + 1), status);
}

const listIds = async (query: string, cookie = admin) => {
  const res = await app.request(`/api/admin/bookings?limit=1000&${query}`, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bookings as { id: string; balanceOverdue: boolean }[];
};
const run = () => runPaymentHolds({ db: app.knex, clock: () => now, mail: app.services.mail, payments: app.services.payments }, 7);
const overdueMail = (bookingId: string) => app.knex('mail_outbox').where({ booking_id: bookingId, kind: 'balance-overdue-staff' }).orderBy('to_address').select('to_address', 'subject', 'text_body');

describe('overdue balances', () => {
  let overdue: string;
  let partlyPaid: string;
  let paid: string;
  let notYetDue: string;
  let otherOwners: string;

  beforeAll(async () => {
    overdue = await stay(villa, 10);
    partlyPaid = await stay(villa, 12);
    paid = await stay(villa, 14);
    notYetDue = await stay(villa, 45);
    await stay(villa, 16, 'cancelled');
    otherOwners = await stay(otherVilla, 10);
    expect((await record(partlyPaid, 'payments', { amount: '50', method: 'bank_transfer' })).status).toBe(201);
    expect((await record(paid, 'payments', { amount: '100', method: 'bank_transfer' })).status).toBe(201);
  });

  it('when the admin filters paymentStatus=overdue, then the live bookings past their balance date with money still due, each flagged', async () => {
    const rows = await listIds('paymentStatus=overdue');
    expect(rows.map((row) => row.id).sort()).toEqual([overdue, partlyPaid, otherOwners].sort());
    expect(rows.every((row) => row.balanceOverdue)).toBe(true);

    const all = await listIds('');
    const flag = (id: string) => all.find((row) => row.id === id)?.balanceOverdue;
    expect([flag(overdue), flag(paid), flag(notYetDue)]).toEqual([true, false, false]);
  });

  it('when an owner filters overdue, then only their own villas’ bookings', async () => {
    expect((await listIds('paymentStatus=overdue', owner)).map((row) => row.id).sort()).toEqual([overdue, partlyPaid].sort());
    expect((await listIds('paymentStatus=overdue', otherOwner)).map((row) => row.id)).toEqual([otherOwners]);
  });

  it('when the filter is not a known value, then 400 naming paymentStatus', async () => {
    const res = await app.request('/api/admin/bookings?paymentStatus=late', { cookie: admin });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain('paymentStatus');
  });

  it('when a balance becomes overdue, then the owner and the admin are emailed once', async () => {
    now = START;
    expect((await run())?.overdue).toBe(3);
    const told = await overdueMail(overdue);
    expect(told.map((mail) => mail.to_address)).toEqual([OWNER_EMAIL, ADMIN_ALERT_EMAIL].sort());
    expect(told[0]!.text_body).toContain('$100.00 is still unpaid');
    expect(told[0]!.subject).toContain('Balance overdue');
    expect((await overdueMail(partlyPaid))[0]!.text_body).toContain('$50.00 is still unpaid');
    expect(await overdueMail(paid)).toEqual([]);

    expect((await run())?.overdue).toBe(0);
    expect(await overdueMail(overdue)).toHaveLength(2);

    // A month on, the stay 45 days ahead is past its balance date too: told once, the others not again.
    now = new Date(START.getTime() + 16 * 86_400_000);
    expect((await run())?.overdue).toBe(1);
    expect(await overdueMail(notYetDue)).toHaveLength(2);
    expect(await overdueMail(overdue)).toHaveLength(2);
    now = START;
  });
});

describe('the damage deposit', () => {
  /** A stay whose terms ask for a 50 USD damage deposit, paid in full. */
  async function withDeposit(): Promise<string> {
    const id = await stay(villa, 120 + keys);
    await app.knex('bookings').where({ id }).update({ damage_deposit: 50 });
    expect((await record(id, 'payments', { amount: '100', method: 'card' })).status).toBe(201);
    return id;
  }
  const damageRows = async (id: string) =>
    Number(((await app.knex('booking_payments').where({ booking_id: id }).whereIn('kind', ['damage_hold', 'damage_release']).count('* as n').first()) as { n: string }).n);

  it('when a hold is above the damage deposit not yet held, then 400 naming amount; within it, held and the payment status stays', async () => {
    const id = await withDeposit();
    const above = await record(id, 'damage-holds', { amount: '60', method: 'cash' });
    expect(above.status).toBe(400);
    expect(above.body.details).toEqual([expect.objectContaining({ path: 'amount', code: 'validation.tooBig' })]);

    const held = await record(id, 'damage-holds', { amount: '30', method: 'cash', externalReference: 'KEY-1' }, { cookie: owner });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.entry).toMatchObject({ kind: 'damage_hold', amount: '30.00', method: 'cash', externalReference: 'KEY-1' });
    expect(held.body.ledger).toMatchObject({ status: 'paid', amounts: { net: '100.00', damageHeld: '30.00' }, damageDeposit: { required: '50.00', held: '30.00', released: '0.00', kept: '0.00' } });

    const rest = await record(id, 'damage-holds', { amount: '25', method: 'cash' });
    expect(rest.status).toBe(400);
    expect(rest.body.details).toEqual([expect.objectContaining({ path: 'amount', params: expect.objectContaining({ maximum: 20 }) })]);
    expect((await record(id, 'damage-holds', { amount: '20', method: 'cash' })).status).toBe(201);
    expect((await app.knex('bookings').where({ id }).first('payment_status')).payment_status).toBe('paid');
  });

  it('when the booking asks for no damage deposit, then a hold is 400 naming amount and nothing is written', async () => {
    const id = await stay(villa, 200);
    const res = await record(id, 'damage-holds', { amount: '10', method: 'cash' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'amount' })]);
    expect(await damageRows(id)).toBe(0);
  });

  it('when a release is above what is held, then 400 naming amount; less than held without a reason, 400 naming reason; with one, the rest is kept', async () => {
    const id = await withDeposit();
    await record(id, 'damage-holds', { amount: '50', method: 'cash' });
    const above = await record(id, 'damage-releases', { amount: '60', method: 'cash' });
    expect(above.status).toBe(400);
    expect(above.body.details).toEqual([expect.objectContaining({ path: 'amount', code: 'validation.tooBig' })]);
    const noReason = await record(id, 'damage-releases', { amount: '40', method: 'cash' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual([expect.objectContaining({ path: 'reason' })]);
    expect(await damageRows(id)).toBe(1);

    const released = await record(id, 'damage-releases', { amount: '40', method: 'bank_transfer', reason: 'Broken lamp' });
    expect(released.status, JSON.stringify(released.body)).toBe(201);
    expect(released.body.entry).toMatchObject({ kind: 'damage_release', amount: '40.00', note: 'Broken lamp' });
    expect(released.body.ledger).toMatchObject({ status: 'paid', amounts: { damageHeld: '10.00' }, damageDeposit: { held: '50.00', released: '40.00', kept: '10.00' } });
  });

  it('when all that is held goes back, then no reason is needed and nothing is kept', async () => {
    const id = await withDeposit();
    await record(id, 'damage-holds', { amount: '50', method: 'cash' });
    const res = await record(id, 'damage-releases', { amount: '50', method: 'cash' });
    expect(res.status).toBe(201);
    expect(res.body.ledger.damageDeposit).toEqual({ required: '50.00', held: '50.00', released: '50.00', kept: '0.00' });
  });

  it('when a hold is sent twice with one key, then one row and the replay marked; another body with it, 422', async () => {
    const id = await withDeposit();
    const first = await record(id, 'damage-holds', { amount: '50', method: 'cash' }, { key: 'hold-once' });
    const second = await record(id, 'damage-holds', { amount: '50', method: 'cash' }, { key: 'hold-once' });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.entry).toEqual(first.body.entry);
    expect((await record(id, 'damage-holds', { amount: '40', method: 'cash' }, { key: 'hold-once' })).status).toBe(422);
    const release = { amount: '50', method: 'cash' };
    expect((await record(id, 'damage-releases', release, { key: 'release-once' })).status).toBe(201);
    expect((await record(id, 'damage-releases', release, { key: 'release-once' })).headers.get('idempotent-replayed')).toBe('true');
    expect(await damageRows(id)).toBe(2);
  });

  it.each([
    ['no Idempotency-Key', 'idempotency-key', { amount: '10', method: 'cash' }, null],
    ['an amount that is not one', 'amount', { amount: 'ten', method: 'cash' }, undefined],
    ['an unknown method', 'method', { amount: '10', method: 'cheque' }, undefined],
  ] as const)('when a hold has %s, then 400 naming %s', async (_what, field, json, key) => {
    const id = await withDeposit();
    const res = await record(id, 'damage-holds', json, { key });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await damageRows(id)).toBe(0);
  });

  it("when another owner holds or releases the booking's deposit, then 404 and nothing is written", async () => {
    const id = await withDeposit();
    expect((await record(id, 'damage-holds', { amount: '10', method: 'cash' }, { cookie: otherOwner })).status).toBe(404);
    expect((await record(id, 'damage-releases', { amount: '10', method: 'cash' }, { cookie: otherOwner })).status).toBe(404);
    expect(await damageRows(id)).toBe(0);
  });
});

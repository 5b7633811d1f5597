import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertVilla } from './helpers/fixtures.ts';
import { startTestStack, type TestStack } from './helpers/strapi.ts';
import { cookieFrom } from './helpers/test-app.ts';

/**
 * "Recorded by" on the booking ledger: a row keeps the staff account's id (the audit link) and the
 * ledger read names who that is. Admins live only in the CMS (the real Strapi here), so the name
 * comes from the staff-accounts module's account service.
 */
let stack: TestStack;
const admins: Record<'named' | 'plain', { id: string; cookie: string }> = { named: { id: '', cookie: '' }, plain: { id: '', cookie: '' } };

async function signIn(name: string, password: string): Promise<string> {
  const res = await fetch(`${stack.app.url}/api/auth/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'islandstay' },
    body: JSON.stringify({ name, password }),
  });
  expect(res.status).toBe(200);
  return cookieFrom(res.headers);
}

beforeAll(async () => {
  stack = await startTestStack({ STAFF_SESSION_RECHECK_SECONDS: '3600' });
  const roles = await stack.strapiApi('GET', '/api/users-permissions/roles');
  const adminRole = roles.body.roles.find((r: { type: string }) => r.type === 'admin').id;
  const accounts = {
    named: { username: 'ploy', email: 'ploy@example.com', password: 'ploy-secret', firstName: 'Ploy', lastName: 'Srisuk' },
    plain: { username: 'niran', email: 'niran@example.com', password: 'niran-secret' },
  };
  for (const which of ['named', 'plain'] as const) {
    const created = await stack.strapiApi('POST', '/api/users', { ...accounts[which], role: adminRole, confirmed: true });
    expect(created.status).toBe(201);
    admins[which] = { id: created.body.documentId, cookie: await signIn(accounts[which].username, accounts[which].password) };
  }
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

describe('the ledger names who recorded each row', () => {
  it("when an admin records a payment, then the row keeps the account's id and the ledger read gives the admin's name (the username when the account has no name)", async () => {
    const { app } = stack;
    const villaId = await insertVilla(app.knex);
    const bookingId = await insertBooking(app.knex, villaId, '2027-09-01', '2027-09-02');
    const record = (cookie: string, amount: string, key: string) =>
      app.request(`/api/admin/bookings/${bookingId}/payments`, { method: 'POST', cookie, json: { amount, method: 'cash' }, headers: { 'Idempotency-Key': key } });

    const first = await record(admins.named.cookie, '30', 'recorded-by-1');
    expect(first.status).toBe(201);
    expect(first.body.entry).toMatchObject({ recordedBy: admins.named.id, recordedByName: 'Ploy Srisuk' });
    expect((await record(admins.plain.cookie, '20', 'recorded-by-2')).status).toBe(201);

    const ledger = await app.request(`/api/admin/bookings/${bookingId}/payments`, { cookie: admins.plain.cookie });
    expect(ledger.status).toBe(200);
    expect(ledger.body.entries.map((e: { recordedBy: string; recordedByName: string | null }) => [e.recordedBy, e.recordedByName])).toEqual([
      [admins.named.id, 'Ploy Srisuk'],
      [admins.plain.id, 'niran'],
    ]);
    const stored = await app.knex('booking_payments').where({ booking_id: bookingId }).orderBy('seq').pluck('recorded_by');
    expect(stored).toEqual([admins.named.id, admins.plain.id]);
  });
});

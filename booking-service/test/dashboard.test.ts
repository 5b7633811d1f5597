import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let thbBooking: string;
let confirmedA: string;
let dashVillaA: string;

beforeAll(async () => {
  app = await createTestApp();
  const villaA = await insertVilla(app.knex, { name: 'Dash A' });
  const villaB = await insertVilla(app.knex, { name: 'Dash B' });
  await app.knex('owners').insert({ id: 'owner-b', name: 'Owner B', status: 'approved' });
  await app.knex('villas').where({ id: villaB }).update({ owner_id: 'owner-b' });
  // Fixture bookings total 100 USD each; one THB booking of 3550 THB is 100 USD.
  await insertBooking(app.knex, villaA, '2026-07-01', '2026-07-02', 'confirmed');
  await insertBooking(app.knex, villaA, '2026-07-02', '2026-07-03', 'completed');
  await insertBooking(app.knex, villaA, '2026-07-03', '2026-07-04', 'pending');
  await insertBooking(app.knex, villaA, '2026-07-04', '2026-07-05', 'cancelled');
  const thb = await insertBooking(app.knex, villaB, '2026-07-01', '2026-07-02', 'confirmed');
  thbBooking = thb;
  confirmedA = (await app.knex('bookings').where({ villa_id: villaA, status: 'confirmed' }).first('id')).id;
  dashVillaA = villaA;
  // Booked when 1 USD bought 35.5 THB: revenue uses the rate the booking kept.
  await app
    .knex('bookings')
    .where({ id: thb })
    .update({ total_price: 3550, villa_currency: 'THB', villa_currency_rate: 35.5, base_rate: 1 / 35.5 });
  await app.request('/api/contacts', { method: 'POST', json: { firstName: 'Ann', lastName: 'Lee', email: 'a@example.com', subject: 'Other', message: 'Hi' } });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/admin/stats', () => {
  it("gives the admin every booking's figures, revenue in the base currency, and contacts", async () => {
    const res = await app.request('/api/admin/stats', { cookie: await app.sessionCookie('admin', 'admin-1') });
    expect(res.body).toMatchObject({
      totalRevenue: 300,
      currency: 'USD',
      totalBookings: 5,
      confirmedBookings: 2,
      completedBookings: 1,
      pendingBookings: 1,
      cancelledBookings: 1,
      confirmationRate: 60,
      totalContacts: 1,
      newContacts: 1,
    });
    expect(res.body.recentBookings).toHaveLength(5);
    // Each with its villa, as the booking pages show it.
    expect(new Set(res.body.recentBookings.map((b: { villa: { name: string; areas: string[]; images: unknown[] } }) => `${b.villa.name} ${b.villa.areas.join()} ${b.villa.images.length}`))).toEqual(
      new Set(['Dash A Chaweng 0', 'Dash B Chaweng 0']),
    );
    expect(res.body.recentContacts[0].name).toBe('Ann Lee');
  });

  it("gives an owner their own villas' figures and no contacts", async () => {
    const res = await app.request('/api/admin/stats', { cookie: await app.sessionCookie('owner', 'owner-approved', 'owner-approved') });
    expect(res.body).toMatchObject({ totalRevenue: 200, totalBookings: 4, confirmationRate: 50 });
    expect(res.body).not.toHaveProperty('totalContacts');
    expect(res.body).not.toHaveProperty('recentContacts');
    const b = await app.request('/api/admin/stats', { cookie: await app.sessionCookie('owner', 'owner-b', 'owner-b') });
    expect(b.body).toMatchObject({ totalRevenue: 100, totalBookings: 1, confirmationRate: 100 });
  });

  it("gives the money taken in this month, what live bookings still owe, and what is past its balance date, in the viewer's currency", async () => {
    const admin = await app.sessionCookie('admin', 'admin-1');
    const record = (id: string, amount: string, key: string) =>
      app.request(`/api/admin/bookings/${id}/payments`, { method: 'POST', cookie: admin, json: { amount, method: 'bank_transfer' }, headers: { 'Idempotency-Key': key } });
    expect((await record(confirmedA, '50', 'dash-a')).status).toBe(201);
    // 1,775 THB at the booking's kept rate is 50 USD.
    expect((await record(thbBooking, '1775', 'dash-thb')).status).toBe(201);
    // A confirmed stay whose balance date (30 days before check-in) has passed, nothing paid.
    await insertBooking(app.knex, dashVillaA, '2026-06-20', '2026-06-21', 'confirmed');
    const res = await app.request('/api/admin/stats', { cookie: admin });
    // Owed: 50 (A, half paid) + 100 (A, pending) + 50 (THB, half paid) + 100 (the late one).
    expect(res.body.money).toEqual({ receivedThisMonth: 100, due: 300, overdue: 100 });
    const ownerB = await app.request('/api/admin/stats', { cookie: await app.sessionCookie('owner', 'owner-b', 'owner-b') });
    expect(ownerB.body.money).toEqual({ receivedThisMonth: 50, due: 50, overdue: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let ownerA = '';
let ownerB = '';
let admin = '';

beforeAll(async () => {
  // 40 customers race from 127.0.0.1: more bookings than one address may make in an hour.
  app = await createTestApp({ poolMax: 20, env: { RATE_LIMIT_BOOKINGS_PER_IP_HOUR: '1000' } });
  // Fixture villas belong to the owner `owner-approved`.
  ownerA = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
  ownerB = await app.sessionCookie('owner', 'owner-b', 'owner-b');
  admin = await app.sessionCookie('admin', 'admin-1');
});
afterAll(async () => {
  await app.close();
});

const block = (startDate: string, endDate: string, kind = 'owner_stay') => ({ startDate, endDate, kind, note: 'Family visit' });

describe('manual blocks', () => {
  it('when an owner blocks dates of their villa, then search and booking see them as taken', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Blocked By Owner' });
    const res = await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: ownerA, json: block('2026-07-10', '2026-07-15') });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ villaId, startDate: '2026-07-10', endDate: '2026-07-15', kind: 'owner_stay', note: 'Family visit' });
    expect((await app.request('/api/search/villas?name=Blocked By Owner&checkIn=2026-07-14&checkOut=2026-07-16')).body.total).toBe(0);
    expect((await app.request('/api/search/villas?name=Blocked By Owner&checkIn=2026-07-15&checkOut=2026-07-16')).body.total).toBe(1);
    const guest = await app.signInCustomer();
    const booking = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-12', '2026-07-13') });
    expect(booking.status).toBe(409);
    const list = await app.request(`/api/admin/villas/${villaId}/blocks`, { cookie: ownerA });
    expect(list.body.data).toHaveLength(1);
  });

  it('when the dates hold a booking or another block, then 409 names the booking, with its guest for staff', async () => {
    const villaId = await insertVilla(app.knex);
    await insertBooking(app.knex, villaId, '2026-08-01', '2026-08-04');
    const over = await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: ownerA, json: block('2026-08-03', '2026-08-06', 'maintenance') });
    expect(over.status).toBe(409);
    expect(over.body.conflictingBooking).toMatchObject({ checkIn: '2026-08-01', checkOut: '2026-08-04', customer: { name: 'Fixture Guest' } });
    expect((await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: ownerA, json: block('2026-08-04', '2026-08-06') })).status).toBe(201);
    expect((await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: admin, json: block('2026-08-05', '2026-08-07') })).status).toBe(409);
  });

  it('when a block is removed, then its nights can be booked', async () => {
    const villaId = await insertVilla(app.knex);
    const created = await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: admin, json: block('2026-09-01', '2026-09-05') });
    const removed = await app.request(`/api/admin/villas/${villaId}/blocks/${created.body.data.id}`, { method: 'DELETE', cookie: ownerA });
    expect(removed.status).toBe(200);
    const guest = await app.signInCustomer();
    expect((await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-09-02', '2026-09-04') })).status).toBe(201);
  });

  it("when another owner, a customer or nobody touches a villa's blocks, then 404, 403 and 401", async () => {
    const villaId = await insertVilla(app.knex);
    const created = await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: ownerA, json: block('2026-10-01', '2026-10-03') });
    expect((await app.request(`/api/admin/villas/${villaId}/blocks`, { cookie: ownerB })).status).toBe(404);
    expect((await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: ownerB, json: block('2026-10-05', '2026-10-06') })).status).toBe(404);
    expect((await app.request(`/api/admin/villas/${villaId}/blocks/${created.body.data.id}`, { method: 'DELETE', cookie: ownerB })).status).toBe(404);
    const customer = await app.signInCustomer();
    expect((await app.request(`/api/admin/villas/${villaId}/blocks`, { cookie: customer.cookie })).status).toBe(403);
    expect((await app.request(`/api/admin/villas/${villaId}/blocks`)).status).toBe(401);
    expect((await app.request(`/api/admin/villas/${villaId}/blocks`, { cookie: ownerA })).body.data).toHaveLength(1);
  });

  it('refuses bad dates and kinds with 400 naming the field', async () => {
    const villaId = await insertVilla(app.knex);
    const backwards = await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: admin, json: block('2026-10-05', '2026-10-05') });
    expect(backwards.status).toBe(400);
    expect(backwards.body.details[0].path).toBe('endDate');
    const kind = await app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: admin, json: block('2026-10-05', '2026-10-06', 'import') });
    expect(kind.status).toBe(400);
    expect(kind.body.details[0].path).toBe('kind');
  });

  it('when 40 bookings and 40 blocks race for the same nights, then exactly one of them wins', async () => {
    const villaId = await insertVilla(app.knex);
    const guests = await Promise.all(Array.from({ length: 40 }, () => app.signInCustomer()));
    const attempts = [
      ...guests.map((g) => app.request('/api/bookings', { method: 'POST', cookie: g.cookie, json: bookingRequest(villaId, '2026-11-10', '2026-11-12') })),
      ...Array.from({ length: 40 }, () => app.request(`/api/admin/villas/${villaId}/blocks`, { method: 'POST', cookie: ownerA, json: block('2026-11-11', '2026-11-13') })),
    ];
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(79);
  });
});

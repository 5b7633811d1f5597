import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let ownerA = '';
let ownerB = '';
let admin = '';
let villaA = '';
let villaB = '';

beforeAll(async () => {
  app = await createTestApp();
  // Fixture villas belong to `owner-approved`; owner B owns one villa of their own.
  ownerA = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
  ownerB = await app.sessionCookie('owner', 'owner-b', 'owner-b');
  admin = await app.sessionCookie('admin', 'admin-1');
  villaA = await insertVilla(app.knex, { name: 'Villa Of A' });
  villaB = await insertVilla(app.knex, { name: 'Villa Of B' });
  await app.knex('owners').insert({ id: 'owner-b', name: 'Owner B', status: 'approved' });
  await app.knex('villas').where({ id: villaB }).update({ owner_id: 'owner-b' });
  await insertBooking(app.knex, villaA, '2026-07-01', '2026-07-03');
  await insertBooking(app.knex, villaA, '2026-07-05', '2026-07-08', 'cancelled');
  await insertBooking(app.knex, villaB, '2026-07-01', '2026-07-04');
  await app.knex('bookings').where({ villa_id: villaA }).update({ villa_name: 'Villa Of A' });
  await app.knex('bookings').where({ villa_id: villaB }).update({ villa_name: 'Villa Of B' });
});
afterAll(async () => {
  await app.close();
});

describe('bookings in the back office', () => {
  it("shows an owner only their villas' bookings, whatever owner parameter they send", async () => {
    const a = await app.request('/api/admin/bookings', { cookie: ownerA });
    expect(a.body.total).toBe(2);
    expect(new Set(a.body.bookings.map((b: { villaId: string }) => b.villaId))).toEqual(new Set([villaA]));
    const sneaky = await app.request('/api/admin/bookings?owner=owner-b&filterOwner=owner-b', { cookie: ownerA });
    expect(sneaky.body.total).toBe(2);
    expect((await app.request('/api/admin/bookings', { cookie: ownerB })).body.total).toBe(1);
    const all = await app.request('/api/admin/bookings?limit=1000', { cookie: admin });
    expect(all.body.total).toBe(3);
    expect((await app.request('/api/admin/bookings?owner=owner-b', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/bookings', { cookie: (await app.signInCustomer()).cookie })).status).toBe(403);
  });

  it('filters by status, searches reference, guest and villa, sorts and pages', async () => {
    expect((await app.request('/api/admin/bookings?status=cancelled', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/bookings?search=of b', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/bookings?search=fixture guest', { cookie: admin })).body.total).toBe(3);
    const byCheckIn = await app.request('/api/admin/bookings?sortBy=checkIn&sortOrder=asc&limit=2&page=2', { cookie: admin });
    expect(byCheckIn.body).toMatchObject({ page: 2, totalPages: 2, total: 3 });
    expect(byCheckIn.body.bookings[0].checkIn).toBe('2026-07-05');
    const ref = byCheckIn.body.bookings[0].bookingReference;
    expect((await app.request(`/api/admin/bookings?search=${ref}`, { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/bookings?sortBy=price', { cookie: admin })).status).toBe(400);
    expect((await app.request('/api/admin/bookings?limit=1001', { cookie: admin })).status).toBe(400);
  });

  it('filters by villa and by stays with a night in a date range, within the caller scope', async () => {
    const list = (query: string, cookie = admin) => app.request(`/api/admin/bookings?${query}`, { cookie });
    expect((await list(`villaId=${villaA}`)).body.total).toBe(2);
    expect((await list(`villaId=${villaA}`, ownerB)).body.total).toBe(0);
    // 2026-07-03 is villa A's first stay's check-out day: not a night, so only villa B's stay (to 07-04) has one.
    expect((await list('from=2026-07-03&to=2026-07-03')).body.bookings.map((b: { villaId: string }) => b.villaId)).toEqual([villaB]);
    expect((await list('from=2026-07-04')).body.total).toBe(1);
    expect((await list('to=2026-07-01')).body.total).toBe(2);
    const backwards = await list('from=2026-07-05&to=2026-07-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.details[0].path).toBe('to');
    expect((await list('from=2026-13-45')).status).toBe(400);
  });

  it("changes a booking's status in scope; another owner's booking is 404", async () => {
    const [bookingB] = (await app.request('/api/admin/bookings', { cookie: ownerB })).body.bookings;
    expect((await app.request(`/api/bookings/${bookingB.id}/status`, { method: 'PATCH', cookie: ownerA, json: { status: 'completed' } })).status).toBe(404);
    expect((await app.request(`/api/bookings/${bookingB.id}`, { cookie: ownerA })).status).toBe(404);
    expect((await app.request(`/api/bookings/${bookingB.id}`, { cookie: ownerB })).body.data.customerInfo.name).toBe('Fixture Guest');
    const done = await app.request(`/api/bookings/${bookingB.id}/status`, { method: 'PUT', cookie: ownerB, json: { status: 'pending' } });
    expect(done.body.data.status).toBe('pending');
    expect((await app.request(`/api/bookings/${bookingB.id}/status`, { method: 'PATCH', cookie: admin, json: { status: 'done' } })).status).toBe(400);
  });

  it('refuses to revive a cancelled booking into nights that are taken now, with the holder for staff', async () => {
    const cancelled = (await app.request('/api/admin/bookings?status=cancelled', { cookie: ownerA })).body.bookings[0];
    const guest = await app.signInCustomer({ firstName: 'Later' });
    const taken = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaA, '2026-07-06', '2026-07-07') });
    expect(taken.status).toBe(201);
    const revive = await app.request(`/api/bookings/${cancelled.id}/status`, { method: 'PATCH', cookie: ownerA, json: { status: 'confirmed' } });
    expect(revive.status).toBe(409);
    expect(revive.body.conflictingBooking).toMatchObject({ reference: taken.body.data.bookingReference, customer: { name: 'Nok Srisuk' } });
    // Once the new stay is cancelled, the old one can come back.
    await app.request(`/api/bookings/${taken.body.data.id}/status`, { method: 'PATCH', cookie: admin, json: { status: 'cancelled' } });
    expect((await app.request(`/api/bookings/${cancelled.id}/status`, { method: 'PATCH', cookie: ownerA, json: { status: 'confirmed' } })).status).toBe(200);
  });
});

describe('calendar bookings made by staff', () => {
  const staffBooking = (villaId: string, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) => ({
    villaId,
    checkIn,
    checkOut,
    guests: 2,
    customerInfo: { name: 'Walk-in Guest', email: '', phone: '' },
    notes: 'Paid cash',
    ...extra,
  });

  it('creates a confirmed admin booking on any dates, priced by the engine or by a custom price', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100 });
    const past = await app.request('/api/admin/bookings', { method: 'POST', cookie: ownerA, json: staffBooking(villaId, '2026-05-01', '2026-05-03') });
    expect(past.status).toBe(201);
    expect(past.body.data).toMatchObject({ status: 'confirmed', isAdminBooking: true, totalPrice: 200, notes: 'Paid cash', customerInfo: { name: 'Walk-in Guest' } });
    const custom = await app.request('/api/admin/bookings', { method: 'POST', cookie: admin, json: staffBooking(villaId, '2026-07-10', '2026-07-14', { guests: 20, customPrice: 333 }) });
    expect(custom.body.data).toMatchObject({ totalPrice: 333, customPrice: 333, pricePerNight: 83, guests: 20 });
    expect((await app.request('/api/admin/bookings', { method: 'POST', cookie: admin, json: staffBooking(villaId, '2026-08-01', '2026-08-02', { guests: 21 }) })).status).toBe(400);
    expect((await app.request('/api/admin/bookings', { method: 'POST', cookie: ownerB, json: staffBooking(villaId, '2026-08-01', '2026-08-02') })).status).toBe(404);
  });

  it('answers a clash with 409 naming the booking and its guest', async () => {
    const villaId = await insertVilla(app.knex);
    const first = await app.request('/api/admin/bookings', { method: 'POST', cookie: ownerA, json: staffBooking(villaId, '2026-09-01', '2026-09-05') });
    const clash = await app.request('/api/admin/bookings', { method: 'POST', cookie: ownerA, json: staffBooking(villaId, '2026-09-04', '2026-09-06') });
    expect(clash.status).toBe(409);
    expect(clash.body.conflictingBooking).toMatchObject({ reference: first.body.data.bookingReference, customer: { name: 'Walk-in Guest' } });
  });

  it('edits a booking: confirms it, reprices new dates unless a custom price is set, refuses taken nights', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100 });
    const created = await app.request('/api/admin/bookings', { method: 'POST', cookie: ownerA, json: staffBooking(villaId, '2026-10-01', '2026-10-03') });
    const id = created.body.data.id;
    await app.request(`/api/bookings/${id}/status`, { method: 'PATCH', cookie: ownerA, json: { status: 'pending' } });
    const moved = await app.request(`/api/admin/bookings/${id}`, { method: 'PUT', cookie: ownerA, json: staffBooking(villaId, '2026-10-01', '2026-10-04') });
    expect(moved.body.data).toMatchObject({ status: 'confirmed', nights: 3, totalPrice: 300 });
    const fixed = await app.request(`/api/admin/bookings/${id}`, { method: 'PUT', cookie: ownerA, json: staffBooking(villaId, '2026-10-01', '2026-10-04', { customPrice: 250 }) });
    expect(fixed.body.data.totalPrice).toBe(250);
    const movedAgain = await app.request(`/api/admin/bookings/${id}`, { method: 'PUT', cookie: ownerA, json: staffBooking(villaId, '2026-10-02', '2026-10-06') });
    expect(movedAgain.body.data).toMatchObject({ totalPrice: 250, customPrice: 250, checkIn: '2026-10-02' });
    await app.request('/api/admin/bookings', { method: 'POST', cookie: ownerA, json: staffBooking(villaId, '2026-10-10', '2026-10-12', { customerInfo: { name: 'Other Guest' } }) });
    const clash = await app.request(`/api/admin/bookings/${id}`, { method: 'PUT', cookie: ownerA, json: staffBooking(villaId, '2026-10-08', '2026-10-11') });
    expect(clash.status).toBe(409);
    expect(clash.body.conflictingBooking.customer.name).toBe('Other Guest');
    expect((await app.request(`/api/admin/bookings/${id}`, { method: 'PUT', cookie: ownerB, json: staffBooking(villaId, '2026-10-02', '2026-10-06') })).status).toBe(404);
  });

  it("autocompletes guests from 2 characters, an owner's own guests only", async () => {
    expect((await app.request('/api/admin/customers/search?query=w', { cookie: admin })).body.customers).toEqual([]);
    const a = await app.request('/api/admin/customers/search?query=walk', { cookie: ownerA });
    expect(a.body.customers.map((c: { name: string }) => c.name)).toContain('Walk-in Guest');
    expect((await app.request('/api/admin/customers/search?query=walk', { cookie: ownerB })).body.customers).toEqual([]);
    expect((await app.request('/api/admin/customers/search?query=nok', { cookie: admin })).body.customers.length).toBeGreaterThan(0);
  });
});

describe('the debug route', () => {
  it('clears test bookings for the admin with dev tools on, and does not exist without them', async () => {
    const villaId = await insertVilla(app.knex);
    await app.request('/api/admin/bookings', { method: 'POST', cookie: admin, json: { villaId, checkIn: '2026-11-01', checkOut: '2026-11-02', guests: 1, customerInfo: { name: 'Test Person' } } });
    expect((await app.request('/api/debug/bookings/clear-test', { method: 'DELETE', cookie: ownerA })).status).toBe(403);
    const cleared = await app.request('/api/debug/bookings/clear-test', { method: 'DELETE', cookie: admin });
    expect(cleared.body.deletedCount).toBe(1);
    const prod = await createTestApp({ env: { ENABLE_DEV_TOOLS: 'false' } });
    try {
      expect((await prod.request('/api/debug/bookings/clear-test', { method: 'DELETE', cookie: await prod.sessionCookie('admin', 'a') })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe("a villa's bookings as staff see them", () => {
  it('gives staff in scope guest names, other owners 404, and everyone else occupied ranges only', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Names Villa' });
    await insertBooking(app.knex, villaId, '2026-07-20', '2026-07-22');
    const staffView = await app.request(`/api/bookings/villa/${villaId}`, { cookie: ownerA });
    expect(staffView.body.data).toEqual([expect.objectContaining({ checkIn: '2026-07-20', checkOut: '2026-07-22', guestName: 'Fixture Guest' })]);
    expect((await app.request(`/api/bookings/villa/${villaId}`, { cookie: ownerB })).status).toBe(404);
    const publicView = await app.request(`/api/bookings/villa/${villaId}`);
    expect(publicView.body.data).toEqual([{ checkIn: '2026-07-20', checkOut: '2026-07-22', status: 'confirmed' }]);
    const customerView = await app.request(`/api/bookings/villa/${villaId}`, { cookie: (await app.signInCustomer()).cookie });
    expect(JSON.stringify(customerView.body)).not.toContain('Fixture Guest');
  });
});

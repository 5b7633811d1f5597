import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertBooking, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let villaA = '';
let villaB = '';

beforeAll(async () => {
  app = await createTestApp();
  villaA = await insertVilla(app.knex, { name: 'Cal A', basePrice: 100 });
  villaB = await insertVilla(app.knex, { name: 'Cal B', basePrice: 200, isActive: false });
  await setPricingRules(app.knex, villaA, { weekendMultiplier: 1.5 });
  await app.knex('owners').insert({ id: 'owner-b', name: 'Owner B', status: 'approved' });
  const villaC = await insertVilla(app.knex, { name: 'Cal C' });
  await app.knex('villas').where({ id: villaC }).update({ owner_id: 'owner-b' });
  await insertBooking(app.knex, villaA, '2026-06-28', '2026-07-02');
  await insertBooking(app.knex, villaA, '2026-07-10', '2026-07-12', 'cancelled');
  await insertBlock(app.knex, villaB, '2026-07-05', '2026-07-08');
  await insertBooking(app.knex, villaC, '2026-07-03', '2026-07-04');
});
afterAll(async () => {
  await app.close();
});

describe('the admin calendar', () => {
  it("returns every villa in the owner's scope, inactive ones too, with bookings, blocks and prices", async () => {
    const owner = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
    const res = await app.request('/api/admin/calendar?from=2026-07-01&to=2026-08-01', { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body.villas.map((v: { name: string }) => v.name)).toEqual(['Cal A', 'Cal B']);
    const [a, b] = res.body.villas;
    expect(a.bookings.map((x: { checkIn: string }) => x.checkIn)).toEqual(['2026-06-28']);
    expect(a.bookings[0].customerInfo.name).toBe('Fixture Guest');
    expect(Object.keys(a.prices)).toHaveLength(31);
    expect(a.prices['2026-07-01']).toBe(100);
    expect(a.prices['2026-07-03']).toBe(150);
    expect(b).toMatchObject({ isActive: false, blocks: [expect.objectContaining({ startDate: '2026-07-05', endDate: '2026-07-08' })] });
  });

  it('gives the admin all villas and month prices keyed by villa then date', async () => {
    const admin = await app.sessionCookie('admin', 'admin-1');
    expect((await app.request('/api/admin/calendar?from=2026-07-01&to=2026-08-01', { cookie: admin })).body.villas).toHaveLength(3);
    const prices = await app.request('/api/admin/calendar-prices/2026/7', { cookie: admin });
    expect(Object.keys(prices.body.prices)).toHaveLength(3);
    expect(prices.body.prices[villaB]['2026-07-31']).toBe(200);
  });

  it('refuses a backwards or too long range', async () => {
    const admin = await app.sessionCookie('admin', 'admin-1');
    expect((await app.request('/api/admin/calendar?from=2026-07-10&to=2026-07-01', { cookie: admin })).status).toBe(400);
    expect((await app.request('/api/admin/calendar?from=2026-01-01&to=2026-12-31', { cookie: admin })).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertSeason, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let ownerA = '';
let admin = '';

beforeAll(async () => {
  app = await createTestApp();
  ownerA = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
  admin = await app.sessionCookie('admin', 'admin-1');
  const alpha = await insertVilla(app.knex, { name: 'Alpha House', areas: ['Lamai'], basePrice: 100 });
  await insertVilla(app.knex, { name: 'Bravo Inactive', areas: ['Chaweng'], basePrice: 300, isActive: false });
  const other = await insertVilla(app.knex, { name: 'Charlie Other', areas: ['Bophut'], basePrice: 200 });
  await app.knex('owners').insert({ id: 'owner-b', name: 'Owner B', status: 'approved' });
  await app.knex('villas').where({ id: other }).update({ owner_id: 'owner-b' });
  await insertSeason(app.knex, alpha, { name: 'June Special', type: 'low', startDate: '2026-05-20', endDate: '2026-06-10', dailyPrice: 80 });
  await insertBooking(app.knex, alpha, '2026-05-01', '2026-05-03', 'completed');
  await insertBooking(app.knex, alpha, '2026-07-01', '2026-07-03', 'confirmed');
  await insertBooking(app.knex, alpha, '2026-07-05', '2026-07-06', 'cancelled');
});
afterAll(async () => {
  await app.close();
});

describe('villas in the back office', () => {
  it("lists an owner's villas of any status with statistics and tonight's season price", async () => {
    const res = await app.request('/api/admin/villas?sortBy=name&sortOrder=asc&filterOwner=owner-b', { cookie: ownerA });
    expect(res.body).toMatchObject({ total: 2, totalVillas: 2, page: 1, totalPages: 1 });
    expect(res.body.villas.map((v: { name: string }) => v.name)).toEqual(['Alpha House', 'Bravo Inactive']);
    expect(res.body.villas[0]).toMatchObject({ totalBookings: 3, confirmedBookings: 1, completedBookings: 1, totalRevenue: 200, currentPrice: 80, currentSeason: 'June Special', price: 100 });
    expect(res.body.villas[1]).toMatchObject({ isActive: false, totalBookings: 0, currentSeason: null });
  });

  it('filters by status, area, search and owner (admin), sorts by price and pages', async () => {
    expect((await app.request('/api/admin/villas?status=inactive', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/villas?area=lamai', { cookie: admin })).body.villas[0].name).toBe('Alpha House');
    expect((await app.request('/api/admin/villas?search=other', { cookie: admin })).body.total).toBe(1);
    expect((await app.request('/api/admin/villas?filterOwner=owner-b', { cookie: admin })).body.total).toBe(1);
    const byPrice = await app.request('/api/admin/villas?sortBy=price&sortOrder=desc&limit=2&page=2', { cookie: admin });
    expect(byPrice.body).toMatchObject({ total: 3, totalPages: 2 });
    expect(byPrice.body.villas.map((v: { name: string }) => v.name)).toEqual(['Alpha House']);
    expect((await app.request('/api/admin/villas?sortBy=guests', { cookie: admin })).status).toBe(400);
  });

  it('when villas are priced in THB and USD, then Sort by Price orders them by their price in one currency, not by the raw amounts', async () => {
    // At the seeded 35.5 THB to the dollar: ฿4,000 is $112.68 and ฿6,000 is $169.01.
    const villas = [
      { name: 'Sort Dollar 150', basePrice: 150, currency: 'USD' },
      { name: 'Sort Dollar 190', basePrice: 190, currency: 'USD' },
      { name: 'Sort Baht 4000', basePrice: 4000, currency: 'THB' },
      { name: 'Sort Baht 6000', basePrice: 6000, currency: 'THB' },
    ];
    await app.knex('owners').insert({ id: 'owner-sort', name: 'Owner Sort', status: 'approved' });
    for (const villa of villas) {
      const id = await insertVilla(app.knex, villa);
      await app.knex('villas').where({ id }).update({ owner_id: 'owner-sort' });
    }
    const names = async (order: string) =>
      (await app.request(`/api/admin/villas?filterOwner=owner-sort&sortBy=price&sortOrder=${order}`, { cookie: admin })).body.villas.map((v: { name: string }) => v.name);

    expect(await names('asc')).toEqual(['Sort Baht 4000', 'Sort Dollar 150', 'Sort Baht 6000', 'Sort Dollar 190']);
    expect(await names('desc')).toEqual(['Sort Dollar 190', 'Sort Baht 6000', 'Sort Dollar 150', 'Sort Baht 4000']);
  });

  it('lists area names', async () => {
    await app.knex('areas').insert({ id: 'a-lamai', name: 'Lamai', slug: 'lamai' });
    expect((await app.request('/api/admin/areas', { cookie: ownerA })).body).toEqual(['Lamai']);
  });
});

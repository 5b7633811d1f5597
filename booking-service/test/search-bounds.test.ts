import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLocation } from '@islandstay/shared/villas/villa-location';
import { insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The search map's "Search this area": `bounds=south,west,north,east` keeps the villas whose public
 * point (exact, or the grid cell's centre when the owner hides the spot) lies in the visible area.
 */
let app: TestApp;

/** Where the owner of "Hidden Cove" put it; the public sees only its cell's centre. */
const HIDDEN_RECORDED = { latitude: 9.5301, longitude: 100.0601 };
const HIDDEN_PUBLIC = publicLocation({ ...HIDDEN_RECORDED, hideExactLocation: true })!;

async function place(id: string, latitude: number, longitude: number, hideExactLocation = false): Promise<void> {
  await app.knex('villas').where({ id }).update({ latitude, longitude, hide_exact_location: hideExactLocation });
}

beforeAll(async () => {
  app = await createTestApp();
  await place(await insertVilla(app.knex, { name: 'North Beach', guests: 6 }), 9.56, 100.06);
  await place(await insertVilla(app.knex, { name: 'South Bay', guests: 2 }), 9.45, 100.03);
  await place(await insertVilla(app.knex, { name: 'Hidden Cove', guests: 4 }), HIDDEN_RECORDED.latitude, HIDDEN_RECORDED.longitude, true);
  await insertVilla(app.knex, { name: 'Nowhere House' }); // no point recorded
});
afterAll(async () => {
  await app.close();
});

const names = (body: { data: { name: string }[] }) => body.data.map((v) => v.name);
const search = (query: string) => app.request(`/api/search/villas?sort=name&${query}`);

describe('search by the map area (bounds)', () => {
  it('when no bounds are given, then every villa is found, those without a point too', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Hidden Cove', 'North Beach', 'Nowhere House', 'South Bay']);
  });

  it('when the bounds cover the island, then the villas with a point are found and the one without a point is left out', async () => {
    const res = await search('bounds=9.4,99.9,9.6,100.1');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Hidden Cove', 'North Beach', 'South Bay']);
    expect(res.body.total).toBe(3);
  });

  it('when the bounds cover part of the island, then only the villas inside are found, edges included', async () => {
    expect(names((await search('bounds=9.55,100,9.6,100.1')).body)).toEqual(['North Beach']);
    expect(names((await search('bounds=9.4,100,9.5,100.05')).body)).toEqual(['South Bay']);
    // A point on the edge is inside.
    expect(names((await search('bounds=9.56,100.06,9.57,100.07')).body)).toEqual(['North Beach']);
    // Away from every villa: nothing.
    const empty = await search('bounds=10,101,11,102');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ data: [], total: 0, totalPages: 1 });
  });

  it('when a villa hides its exact spot, then the bounds test its public point, never the recorded one', async () => {
    const box = (p: { latitude: number; longitude: number }, d = 0.0001) => `${p.latitude - d},${p.longitude - d},${p.latitude + d},${p.longitude + d}`;
    // The two points are apart by more than the boxes' half-width, so each box holds one of them.
    expect(Math.max(Math.abs(HIDDEN_PUBLIC.latitude - HIDDEN_RECORDED.latitude), Math.abs(HIDDEN_PUBLIC.longitude - HIDDEN_RECORDED.longitude))).toBeGreaterThan(0.0001);
    expect(names((await search(`bounds=${box(HIDDEN_PUBLIC)}`)).body)).toEqual(['Hidden Cove']);
    expect(names((await search(`bounds=${box(HIDDEN_RECORDED)}`)).body)).toEqual([]);
  });

  it('when bounds come with other filters and with dates, then all of them apply', async () => {
    expect(names((await search('bounds=9.4,99.9,9.6,100.1&guests=4')).body)).toEqual(['Hidden Cove', 'North Beach']);
    const withDates = await search('bounds=9.5,99.9,9.6,100.1&checkIn=2026-07-06&checkOut=2026-07-09');
    expect(withDates.status).toBe(200);
    expect(names(withDates.body)).toEqual(['Hidden Cove', 'North Beach']);
  });

  it.each([
    ['abc'],
    ['9.4,99.9,9.6'],
    ['9.4,99.9,9.6,100.1,5'],
    ['9.4,east,9.6,100.1'],
    ['9.4,99.9,,100.1'],
    ['1e1,99.9,9.6,100.1'],
    ['9.6,99.9,9.4,100.1'],
    ['9.4,100.1,9.6,99.9'],
    ['9.4,99.9,9.4,100.1'],
    ['-91,99.9,9.6,100.1'],
    ['9.4,99.9,90.5,100.1'],
    ['9.4,-180.5,9.6,100.1'],
    ['9.4,99.9,9.6,181'],
  ])('when bounds=%s, then 400 naming bounds', async (bounds) => {
    const res = await app.request(`/api/search/villas?bounds=${encodeURIComponent(bounds)}`);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['bounds']);
    expect(res.body.error).toContain('bounds');
  });

  it('when bounds is given twice, then 400 naming bounds', async () => {
    const res = await app.request('/api/search/villas?bounds=9.4,99.9,9.6,100.1&bounds=9.4,99.9,9.6,100.1');
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['bounds']);
  });
});

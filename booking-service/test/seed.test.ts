import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.ts';
import { demoSeedPending, seedThroughCms } from '../src/seed/cms-seed.ts';
import { startTestStack, type TestStack } from './helpers/strapi.ts';

/** The demo island `npm start` seeds, written through the real Strapi at a small size. */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const accounts = { admin: { username: 'admin', email: 'admin@islandstay.test', password: 'admin-pass' }, ownerPassword: 'owner-pass' };

describe('the demo island seed', () => {
  it('creates accounts, areas, amenities, villas with photos, pages and settings in Strapi, and pricing and bookings in the booking service', async () => {
    const { app, strapiApi } = stack;
    const deps = { cms: app.services.cms, sync: app.services.cmsSync, db: app.knex, logger: createLogger('silent') };
    expect(await demoSeedPending(app.services.cms)).toBe(true);
    const summary = await seedThroughCms(deps, accounts, { villas: 4, bookingsPerVilla: 3 });
    expect(summary).toMatchObject({ villas: 4, bookings: 12 });
    expect(summary.accounts.map((a) => a.username)).toEqual(['admin', 'somchai', 'anna', 'pending-owner']);
    expect(await demoSeedPending(app.services.cms)).toBe(false);

    const amenities = await strapiApi('GET', '/api/amenities?pagination[pageSize]=100&filters[predefined][$eq]=true');
    expect(amenities.body.data).toHaveLength(14);
    expect((await strapiApi('GET', '/api/areas')).body.data).toHaveLength(5);

    const villas = (await strapiApi('GET', '/api/villas?populate=images')).body.data as { documentId: string; images: unknown[] }[];
    expect(villas).toHaveLength(4);
    for (const villa of villas) {
      expect(villa.images.length).toBeGreaterThanOrEqual(3);
      expect(villa.images.length).toBeLessThanOrEqual(8);
    }
    // Villa 0 belongs to an approved owner: public, with its photos served on the one origin.
    const detail = await app.request(`/api/villas/${villas[0]!.documentId}`);
    expect(detail.status).toBe(200);
    const photo = await fetch(`${app.url}${detail.body.data.images[0].url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Number((await app.knex('bookings').whereIn('villa_id', villas.map((v) => v.documentId)).count({ n: '*' }).first())?.n)).toBe(12);

    expect((await app.request('/api/pages/about')).body.data.counters.map((c: { value: string }) => c.value)).toEqual(['50+', '5000+', '6+', '24/7']);
    expect((await app.request('/api/pages/terms')).body.data.body).toContain('50%');
    expect((await app.request('/api/pages/privacy')).body.data.body).toContain('7 years');
    expect((await app.request('/api/pages/contact')).body.data.faqs.length).toBeGreaterThan(0);
    expect((await app.request('/api/site-settings')).body.data.islandName).toBe('Koh Samui');
  });

  it('can run again after an interruption without duplicating anything', async () => {
    const { app, strapiApi } = stack;
    const again = await seedThroughCms({ cms: app.services.cms, sync: app.services.cmsSync, db: app.knex, logger: createLogger('silent') }, accounts, { villas: 4, bookingsPerVilla: 3 });
    expect(again.bookings).toBe(0);
    expect((await strapiApi('GET', '/api/villas')).body.data).toHaveLength(4);
    expect((await strapiApi('GET', '/api/users')).body).toHaveLength(4);
  });
});

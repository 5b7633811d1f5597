import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { villaSearchQuerySchema } from '@islandstay/shared/villas/villa.schemas';
import { insertBooking, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, TEST_TODAY, type TestApp } from './helpers/test-app.ts';

/**
 * The search routes write their answer as text (`VillaService.searchText`, each card's stay-free
 * fields serialized once a day per language); the server-rendered pages and everything else use
 * the object (`search`). The two must be the same answer, byte for byte, whatever is asked.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('search answers as text', () => {
  it('when searches ask for stays, currencies, languages, sorts and pages, then the text is the JSON of the object answer, and the route sends it', async () => {
    const prefix = `Text ${Date.now()}`;
    const cheap = await insertVilla(app.knex, { name: `${prefix} Cheap`, basePrice: 90, currency: 'USD', rating: 4.5, reviewCount: 10 });
    await insertVilla(app.knex, { name: `${prefix} Dear`, basePrice: 12_500, currency: 'THB', isPromoted: true });
    const weekendy = await insertVilla(app.knex, { name: `${prefix} Weekend`, basePrice: 133.33, currency: 'USD' });
    await setPricingRules(app.knex, weekendy, { minimumNights: 1, weekendMultiplier: 1.15 });
    await insertBooking(app.knex, cheap, '2026-07-09', '2026-07-12');

    const queries = [
      { name: prefix },
      { name: prefix, checkIn: '2026-07-06', checkOut: '2026-07-08' },
      { name: prefix, checkIn: '2026-07-06', checkOut: '2026-07-20', sort: 'price-low', currency: 'THB' },
      { name: prefix, checkIn: '2026-07-10', checkOut: '2026-07-11', locale: 'th', currency: 'EUR' },
      { name: prefix, locale: 'th', sort: 'name', limit: '2', page: '2' },
      { name: prefix, checkIn: '2026-08-01', checkOut: '2026-09-15', sort: 'price-high' },
      { name: `${prefix} nothing` },
    ];
    for (let round = 0; round < 2; round++) {
      for (const raw of queries) {
        const query = villaSearchQuerySchema.parse(raw);
        const text = await app.services.villas.searchText(query);
        expect({ raw, text }).toEqual({ raw, text: JSON.stringify(await app.services.villas.search(query)) });
      }
    }
    // Whatever the language asked, the texts kept per language stay apart.
    const th = JSON.parse(await app.services.villas.searchText(villaSearchQuerySchema.parse({ name: prefix, locale: 'th' })));
    const en = JSON.parse(await app.services.villas.searchText(villaSearchQuerySchema.parse({ name: prefix })));
    expect(th.data[0].localized).toBeDefined();
    expect(en.data[0].localized).toBeUndefined();

    const res = await app.request(`/api/search/villas?name=${encodeURIComponent(prefix)}&checkIn=2026-07-06&checkOut=2026-07-08`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(await app.services.villas.search(villaSearchQuerySchema.parse({ name: prefix, checkIn: '2026-07-06', checkOut: '2026-07-08' })));
    expect(res.body.data.map((v: { name: string }) => v.name)).toEqual([`${prefix} Dear`, `${prefix} Cheap`, `${prefix} Weekend`]);
    expect(TEST_TODAY < '2026-07-06').toBe(true);
  });
});

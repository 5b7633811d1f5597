import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSeason, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let now: Date;
let guest: { id: string; phone: string; cookie: string };

/** Moves the app clock on, so entries added one after the other have distinct dates. */
function tick(minutes = 1): void {
  now = new Date(now.getTime() + minutes * 60_000);
}

beforeAll(async () => {
  now = TEST_NOW;
  app = await createTestApp({ clock: () => now });
});
beforeEach(async () => {
  now = TEST_NOW;
  guest = await app.signInCustomer();
});
afterAll(async () => {
  await app.close();
});

async function add(villaId: string, cookie = guest.cookie) {
  return app.request('/api/wishlist/add', { method: 'POST', cookie, json: { villaId } });
}

async function countEntries(customerId: string): Promise<number> {
  const row = await app.knex('wishlist_entries').where({ customer_id: customerId }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

describe('wishlist access', () => {
  it('when nobody is signed in, then every wishlist route answers 401 and nothing is written', async () => {
    const villaId = await insertVilla(app.knex);
    const calls = [
      app.request('/api/wishlist/add', { method: 'POST', json: { villaId } }),
      app.request('/api/wishlist'),
      app.request(`/api/wishlist/customer/${guest.id}`),
      app.request('/api/wishlist/remove', { method: 'DELETE', json: { villaId } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Please sign in');
    }
    expect(await app.knex('wishlist_entries').where({ villa_id: villaId }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('when an owner calls the wishlist, then 403', async () => {
    const cookie = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
    const res = await app.request('/api/wishlist', { cookie });
    expect(res.status).toBe(403);
  });

  it('when the CSRF header is missing, then 403 and nothing is written', async () => {
    const villaId = await insertVilla(app.knex);
    const res = await app.request('/api/wishlist/add', { method: 'POST', cookie: guest.cookie, csrf: false, json: { villaId } });
    expect(res.status).toBe(403);
    expect(await countEntries(guest.id)).toBe(0);
  });
});

describe('POST /api/wishlist/add', () => {
  it('when a customer adds a public villa, then the entry carries the villa card fields', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Sea Breeze', basePrice: 120, rating: 4.5, reviewCount: 8, areas: ['Lamai'] });
    await insertSeason(app.knex, villaId, { name: 'High', type: 'high', startDate: '2026-12-01', endDate: '2027-01-31', dailyPrice: 200 });
    const res = await add(villaId);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const entry = res.body.data;
    expect(entry).toMatchObject({
      villaId,
      id: villaId,
      name: 'Sea Breeze',
      areas: ['Lamai'],
      guests: 4,
      bedrooms: 2,
      bathrooms: 2,
      images: [],
      rating: 4.5,
      reviews: 8,
      currency: 'USD',
      currentPrice: 120,
      addedAt: TEST_NOW.toISOString(),
    });
    expect(entry.slug).toContain(villaId);
    expect(entry.pricingSummary.daily.from).toBe(120);
    expect(entry.pricingSummary.hasSeasonalPricing).toBe(true);
  });

  it('when a customer adds the same villa twice, then both answer 200 and one entry keeps its first date', async () => {
    const villaId = await insertVilla(app.knex);
    const first = await add(villaId);
    tick(5);
    const second = await add(villaId);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.addedAt).toBe(first.body.data.addedAt);
    expect(await countEntries(guest.id)).toBe(1);
  });

  it('when a customer adds a villa by its slug, then the entry is stored under the villa id', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Slug Villa' });
    const res = await add(`slug-villa-${villaId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.villaId).toBe(villaId);
    expect(await app.knex('wishlist_entries').where({ customer_id: guest.id }).pluck('villa_id')).toEqual([villaId]);
  });

  it('when the villa is inactive, its owner not approved, or unknown, then 404 and nothing is stored', async () => {
    const inactive = await insertVilla(app.knex, { isActive: false });
    const pending = await insertVilla(app.knex, { ownerStatus: 'pending' });
    for (const villaId of [inactive, pending, 'no-such-villa']) {
      const res = await add(villaId);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Villa not found');
    }
    expect(await countEntries(guest.id)).toBe(0);
  });

  it('when the villa id is missing or malformed, then 400 names villaId', async () => {
    for (const json of [{}, { villaId: 'has spaces!' }, { villaId: 'x'.repeat(65) }]) {
      const res = await app.request('/api/wishlist/add', { method: 'POST', cookie: guest.cookie, json });
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe('villaId');
    }
  });

  it("when the spec's client also sends contactId, then it is ignored and the session decides whose wishlist it is", async () => {
    const other = await app.signInCustomer();
    const villaId = await insertVilla(app.knex);
    const res = await app.request('/api/wishlist/add', { method: 'POST', cookie: guest.cookie, json: { villaId, contactId: other.id } });
    expect(res.status).toBe(200);
    expect(await countEntries(guest.id)).toBe(1);
    expect(await countEntries(other.id)).toBe(0);
  });
});

describe('GET /api/wishlist and /api/wishlist/customer/:id', () => {
  it('when a customer has saved villas, then they come newest first and only their own', async () => {
    const older = await insertVilla(app.knex, { name: 'Older' });
    const newer = await insertVilla(app.knex, { name: 'Newer' });
    await add(older);
    tick();
    await add(newer);
    const other = await app.signInCustomer();
    await add(await insertVilla(app.knex), other.cookie);

    const res = await app.request('/api/wishlist', { cookie: guest.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { villaId: string }) => e.villaId)).toEqual([newer, older]);
    expect(res.body.data[0].name).toBe('Newer');
  });

  it('when a saved villa is no longer public, then it is left out of the list', async () => {
    const kept = await insertVilla(app.knex);
    const hidden = await insertVilla(app.knex);
    await add(kept);
    await add(hidden);
    await app.knex('villas').where({ id: hidden }).update({ is_active: false });
    const res = await app.request('/api/wishlist', { cookie: guest.cookie });
    expect(res.body.data.map((e: { villaId: string }) => e.villaId)).toEqual([kept]);
    // The entry is kept: the villa comes back when it is public again.
    await app.knex('villas').where({ id: hidden }).update({ is_active: true });
    const again = await app.request('/api/wishlist', { cookie: guest.cookie });
    expect(again.body.data).toHaveLength(2);
  });

  it('when a customer has saved nothing, then the list is empty', async () => {
    const res = await app.request('/api/wishlist', { cookie: guest.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], currency: 'USD' });
  });

  it('when a display currency is asked for, then each card also carries its price converted to it, as search does', async () => {
    const usd = await insertVilla(app.knex, { name: 'Dollar Villa', basePrice: 120 });
    const thb = await insertVilla(app.knex, { name: 'Baht Villa', basePrice: 3550, currency: 'THB' });
    await add(usd);
    tick();
    await add(thb);

    const res = await app.request('/api/wishlist?currency=thb', { cookie: guest.cookie });
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('THB');
    // 1 USD = 35.5 THB.
    expect(res.body.data.map((e: { name: string; currentPrice: number; currency: string; display: unknown }) => [e.name, e.currency, e.currentPrice, e.display])).toEqual([
      ['Baht Villa', 'THB', 3550, { currency: 'THB', currentPrice: 3550 }],
      ['Dollar Villa', 'USD', 120, { currency: 'THB', currentPrice: 4260 }],
    ]);
    const search = await app.request('/api/search/villas?name=Dollar Villa&currency=THB');
    expect(search.body.data[0].display).toEqual(res.body.data[1].display);

    const inEuros = await app.request(`/api/wishlist/customer/${guest.id}?currency=EUR`, { cookie: guest.cookie });
    expect(inEuros.status).toBe(200);
    expect(inEuros.body.currency).toBe('EUR');
    expect(inEuros.body.data.map((e: { display: { currency: string } }) => e.display.currency)).toEqual(['EUR', 'EUR']);

    const plain = await app.request('/api/wishlist', { cookie: guest.cookie });
    expect(plain.body.currency).toBe('USD');
    expect(plain.body.data[0].display).toBeUndefined();
  });

  it('when the display currency is unknown or malformed, then 400 naming currency', async () => {
    for (const code of ['XYZ', 'dollars']) {
      for (const path of ['/api/wishlist', `/api/wishlist/customer/${guest.id}`]) {
        const res = await app.request(`${path}?currency=${code}`, { cookie: guest.cookie });
        expect(res.status).toBe(400);
        expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['currency']);
      }
    }
  });

  it("when the alias names the caller's own id, then it answers the same list", async () => {
    await add(await insertVilla(app.knex));
    const own = await app.request('/api/wishlist', { cookie: guest.cookie });
    const alias = await app.request(`/api/wishlist/customer/${guest.id}`, { cookie: guest.cookie });
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(own.body);
  });

  it("when the alias names another customer's id, then 404 and nothing of theirs is shown", async () => {
    const other = await app.signInCustomer();
    await add(await insertVilla(app.knex), other.cookie);
    for (const id of [other.id, other.phone.slice(1), 'anything']) {
      const res = await app.request(`/api/wishlist/customer/${encodeURIComponent(id)}`, { cookie: guest.cookie });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Wishlist not found', code: 'wishlist.notFound' });
    }
  });
});

describe('DELETE /api/wishlist/remove', () => {
  it('when a customer removes a saved villa, then removed is true, the list no longer has it, and a second removal is false', async () => {
    const villaId = await insertVilla(app.knex);
    await add(villaId);
    const first = await app.request('/api/wishlist/remove', { method: 'DELETE', cookie: guest.cookie, json: { villaId } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, removed: true });
    expect((await app.request('/api/wishlist', { cookie: guest.cookie })).body.data).toEqual([]);
    const second = await app.request('/api/wishlist/remove', { method: 'DELETE', cookie: guest.cookie, json: { villaId } });
    expect(second.body).toEqual({ success: true, removed: false });
  });

  it('when the saved villa is no longer public, then it can still be removed', async () => {
    const villaId = await insertVilla(app.knex);
    await add(villaId);
    await app.knex('villas').where({ id: villaId }).update({ is_active: false });
    const res = await app.request('/api/wishlist/remove', { method: 'DELETE', cookie: guest.cookie, json: { villaId } });
    expect(res.body).toEqual({ success: true, removed: true });
    expect(await countEntries(guest.id)).toBe(0);
  });

  it("when a customer removes a villa another customer saved, then the other customer's entry stays", async () => {
    const other = await app.signInCustomer();
    const villaId = await insertVilla(app.knex);
    await add(villaId, other.cookie);
    const res = await app.request('/api/wishlist/remove', { method: 'DELETE', cookie: guest.cookie, json: { villaId, contactId: other.id } });
    expect(res.body).toEqual({ success: true, removed: false });
    expect(await countEntries(other.id)).toBe(1);
  });

  it('when the body has no villa id, then 400', async () => {
    const res = await app.request('/api/wishlist/remove', { method: 'DELETE', cookie: guest.cookie, json: {} });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('villaId');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertBooking, insertSeason, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  ids.cheap = await insertVilla(app.knex, { name: 'Alpha Cheap', basePrice: 50, areas: ['Lamai'], guests: 2, bedrooms: 1, bathrooms: 1, amenities: ['WiFi'], villatype: 'Home', rating: 4.2, reviewCount: 40 });
  ids.mid = await insertVilla(app.knex, { name: 'Bravo Mid', basePrice: 3550, currency: 'THB', areas: ['Chaweng', 'Bophut'], guests: 6, bedrooms: 3, bathrooms: 2, amenities: ['WiFi', 'Pool', 'Gym'], rating: 4.9, reviewCount: 2 });
  ids.lux = await insertVilla(app.knex, { name: 'Charlie Lux', basePrice: 400, areas: ['Chaweng'], guests: 10, bedrooms: 5, bathrooms: 5, amenities: ['Pool', 'Hot Tub'], villatype: 'Hotel', isPromoted: true, rating: 4.0, reviewCount: 10 });
  ids.booked = await insertVilla(app.knex, { name: 'Delta Booked', basePrice: 120, areas: ['Maenam'] });
  ids.blocked = await insertVilla(app.knex, { name: 'Echo Blocked', basePrice: 130, areas: ['Maenam'] });
  ids.inactive = await insertVilla(app.knex, { name: 'Foxtrot Inactive', isActive: false });
  ids.unapproved = await insertVilla(app.knex, { name: 'Golf Unapproved', ownerStatus: 'unapproved' });
  await insertBooking(app.knex, ids.booked, '2026-07-05', '2026-07-08');
  await insertBooking(app.knex, ids.booked, '2026-07-20', '2026-07-25', 'cancelled');
  await insertBlock(app.knex, ids.blocked, '2026-07-01', '2026-07-03');
});
afterAll(async () => {
  await app.close();
});

const names = (body: { data: { name: string }[] }) => body.data.map((v) => v.name);

describe('public villas', () => {
  it('lists only active villas of approved owners, promoted first', async () => {
    const res = await app.request('/api/villas');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(names(res.body)[0]).toBe('Charlie Lux');
    expect(names(res.body)).not.toContain('Foxtrot Inactive');
    expect(names(res.body)).not.toContain('Golf Unapproved');
  });

  it('returns a villa by id or slug with currentPrice and pricingSummary, and 404 for hidden ones', async () => {
    const res = await app.request(`/api/villas/${ids.cheap}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Alpha Cheap', currentPrice: 50, price: 50, currency: 'USD' });
    expect(res.body.data.pricingSummary.weekly.from).toBe(315);
    expect(res.body.data.pricingSummary.monthly.from).toBe(1200);
    const bySlug = await app.request(`/api/villas/${res.body.data.slug}`);
    expect(bySlug.body.data.id).toBe(ids.cheap);
    for (const hidden of [ids.inactive, ids.unapproved, 'missing']) {
      const missing = await app.request(`/api/villas/${hidden}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Villa not found' });
    }
  });

  it("shows tonight's season price as currentPrice", async () => {
    const id = await insertVilla(app.knex, { name: 'Season Now', basePrice: 100 });
    await insertSeason(app.knex, id, { name: 'June Special', type: 'low', startDate: '2026-05-15', endDate: '2026-06-15', dailyPrice: 80 });
    const res = await app.request(`/api/villas/${id}`);
    expect(res.body.data.currentPrice).toBe(80);
    expect(res.body.data.pricingSummary.daily).toEqual({ from: 80, lowSeason: 80, highSeason: 100 });
    expect(res.body.data.pricingSummary.hasSeasonalPricing).toBe(true);
    await app.knex('villas').where({ id }).delete();
  });
});

describe('GET /api/search/villas', () => {
  it('filters by area, areas, guests, bedrooms, bathrooms, amenities, villatype and name', async () => {
    expect(names((await app.request('/api/search/villas?area=Chaweng&sort=name')).body)).toEqual(['Bravo Mid', 'Charlie Lux']);
    expect(names((await app.request('/api/search/villas?areas=Lamai,Bophut&sort=name')).body)).toEqual(['Alpha Cheap', 'Bravo Mid']);
    expect(names((await app.request('/api/search/villas?guests=6&sort=name')).body)).toEqual(['Bravo Mid', 'Charlie Lux']);
    expect(names((await app.request('/api/search/villas?bedrooms=4')).body)).toEqual(['Charlie Lux']);
    expect(names((await app.request('/api/search/villas?bathrooms=3&sort=name')).body)).toEqual(['Charlie Lux']);
    expect(names((await app.request('/api/search/villas?amenities=pool,GYM')).body)).toEqual(['Bravo Mid']);
    expect(names((await app.request('/api/search/villas?villatype=Home,Hotel&sort=name')).body)).toEqual(['Alpha Cheap', 'Charlie Lux']);
    expect(names((await app.request('/api/search/villas?name=lux')).body)).toEqual(['Charlie Lux']);
    expect(names((await app.request('/api/search/villas?name=%25')).body)).toEqual([]);
  });

  it('with dates, excludes villas with any overlapping booking or block, but not cancelled bookings', async () => {
    const july6 = names((await app.request('/api/search/villas?checkIn=2026-07-06&checkOut=2026-07-07&sort=name')).body);
    expect(july6).not.toContain('Delta Booked');
    expect(july6).toContain('Echo Blocked');
    const july2 = names((await app.request('/api/search/villas?checkIn=2026-07-02&checkOut=2026-07-04&sort=name')).body);
    expect(july2).not.toContain('Echo Blocked');
    // Check-out day of a booking is free for the next check-in.
    expect(names((await app.request('/api/search/villas?checkIn=2026-07-08&checkOut=2026-07-10')).body)).toContain('Delta Booked');
    expect(names((await app.request('/api/search/villas?checkIn=2026-07-21&checkOut=2026-07-22')).body)).toContain('Delta Booked');
  });

  it('with dates, carries the stay price and excludes villas whose weekend minimum stay refuses them', async () => {
    const id = await insertVilla(app.knex, { name: 'Min Stay', basePrice: 100, areas: ['Choeng Mon'] });
    await setPricingRules(app.knex, id, { minimumNights: 3 });
    const friday = await app.request('/api/search/villas?area=Choeng Mon&checkIn=2026-07-03&checkOut=2026-07-05');
    expect(friday.body.total).toBe(0);
    const week = await app.request('/api/search/villas?area=Choeng Mon&checkIn=2026-07-03&checkOut=2026-07-10');
    expect(week.body.data[0].stay).toEqual({ nights: 7, totalPrice: 630, averageNightlyRate: 90, pricingType: 'Weekly' });
    await app.knex('villas').where({ id }).delete();
  });

  it('filters and sorts by price converted to the requested currency', async () => {
    // Alpha 50 USD, Bravo 3550 THB = 100 USD, Charlie 400 USD, Delta 120, Echo 130.
    const low = await app.request('/api/search/villas?sort=price-low&maxPrice=125');
    expect(names(low.body)).toEqual(['Alpha Cheap', 'Bravo Mid', 'Delta Booked']);
    const thb = await app.request('/api/search/villas?sort=price-high&minPrice=3550&maxPrice=4300&currency=THB');
    expect(names(thb.body)).toEqual(['Delta Booked', 'Bravo Mid']);
    expect(thb.body.currency).toBe('THB');
    expect(thb.body.data[1].display).toEqual({ currency: 'THB', currentPrice: 3550 });
  });

  it('sorts by rating, guests, name and area', async () => {
    expect(names((await app.request('/api/search/villas?sort=rating')).body)[0]).toBe('Bravo Mid');
    expect(names((await app.request('/api/search/villas?sort=guests')).body)[0]).toBe('Charlie Lux');
    expect(names((await app.request('/api/search/villas?sort=name')).body)).toEqual(['Alpha Cheap', 'Bravo Mid', 'Charlie Lux', 'Delta Booked', 'Echo Blocked']);
    expect(names((await app.request('/api/search/villas?sort=area')).body)[0]).toBe('Bravo Mid');
  });

  it('pages results', async () => {
    const res = await app.request('/api/search/villas?sort=name&limit=2&page=2');
    expect(names(res.body)).toEqual(['Charlie Lux', 'Delta Booked']);
    expect(res.body).toMatchObject({ page: 2, totalPages: 3, total: 5 });
  });

  it.each([
    ['checkIn=2026-13-01&checkOut=2026-13-03', 'checkIn'],
    ['checkIn=2026-07-05&checkOut=2026-07-05', 'checkOut'],
    ['checkIn=2026-07-05', 'checkOut'],
    ['guests=31', 'guests'],
    ['guests=-1', 'guests'],
    ['sort=cheapest', 'sort'],
    ['limit=101', 'limit'],
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['currency=XYZ', 'currency'],
    ['currency=dollars', 'currency'],
    ['villatype=Castle', 'villatype.0'],
    ['minPrice=500&maxPrice=100', 'maxPrice'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await app.request(`/api/search/villas?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(res.body.error).toContain(field.split('.')[0]);
  });
});

describe('quotes and calendars', () => {
  it('quotes 7 and 30 nights with the default 10% and 20% stay discounts', async () => {
    const week = await app.request(`/api/villas/${ids.cheap}/calculate-price`, { method: 'POST', json: { checkIn: '2026-07-06', checkOut: '2026-07-13' } });
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ nights: 7, pricingType: 'Weekly', subtotal: 350, discountPercentage: 10, totalPrice: 315, pricePerNight: 45, averageNightlyRate: 45 });
    expect(week.body.nightly).toHaveLength(7);
    const month = await app.request(`/api/villas/${ids.cheap}/calculate-price`, { method: 'POST', json: { checkIn: '2026-07-01', checkOut: '2026-07-31', currency: 'THB' } });
    expect(month.body).toMatchObject({ nights: 30, pricingType: 'Monthly', totalPrice: 1200, discountPercentage: 20 });
    expect(month.body.display).toEqual({ currency: 'THB', totalPrice: 42600, averageNightlyRate: 1420 });
  });

  it('refuses a quote below the weekend minimum stay with MIN_STAY', async () => {
    const id = await insertVilla(app.knex, { name: 'Quote Min' });
    await setPricingRules(app.knex, id, { minimumNights: 2 });
    const res = await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: { checkIn: '2026-07-04', checkOut: '2026-07-05' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'MIN_STAY', error: 'Minimum stay is 2 nights for stays that include a weekend night' });
  });

  it('refuses a bad quote body with 400 naming the field, and an unknown villa with 404', async () => {
    const bad = await app.request(`/api/villas/${ids.cheap}/calculate-price`, { method: 'POST', json: { checkIn: '07/01/2026', checkOut: '2026-07-03' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('checkIn');
    const missing = await app.request('/api/villas/nope/calculate-price', { method: 'POST', json: { checkIn: '2026-07-01', checkOut: '2026-07-03' } });
    expect(missing.status).toBe(404);
  });

  it('gives a month of nightly prices keyed by villa id then date', async () => {
    const id = await insertVilla(app.knex, { name: 'Calendar', basePrice: 100 });
    await setPricingRules(app.knex, id, { weekendMultiplier: 1.5, specialDatePricing: [{ date: '2026-07-15', price: 999, name: 'Party', isActive: true }] });
    const res = await app.request(`/api/villas/${id}/calendar-prices/2026/7`);
    expect(res.status).toBe(200);
    const prices = res.body.prices[id];
    expect(Object.keys(prices)).toHaveLength(31);
    expect(prices['2026-07-01']).toBe(100);
    expect(prices['2026-07-03']).toBe(150);
    expect(prices['2026-07-15']).toBe(999);
    expect((await app.request(`/api/villas/${id}/calendar-prices/2026/13`)).status).toBe(400);
  });

  it('shows occupied ranges without customer data', async () => {
    const res = await app.request(`/api/bookings/villa/${ids.booked}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ checkIn: '2026-07-05', checkOut: '2026-07-08', status: 'confirmed' }]);
    expect(JSON.stringify(res.body)).not.toContain('Fixture Guest');
    const blocked = await app.request(`/api/bookings/villa/${ids.blocked}`);
    expect(blocked.body.data).toEqual([{ checkIn: '2026-07-01', checkOut: '2026-07-03', status: 'blocked' }]);
  });
});

describe('catalog and currencies', () => {
  it('lists currencies with the admin currency, and one rate', async () => {
    const all = await app.request('/api/currencies/all');
    expect(all.body.adminCurrency).toBe('$');
    expect(all.body.currencies.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['USD', 'THB', 'EUR', 'GBP', 'AUD', 'INR', 'ILS', 'JPY', 'CNY', 'SGD']),
    );
    const jpy = await app.request('/api/currencies/rate/jpy');
    expect(jpy.body).toMatchObject({ rate: 150, currency: { code: 'JPY', decimalPlaces: 0 } });
    expect((await app.request('/api/currencies/rate/XYZ')).status).toBe(404);
    expect((await app.request('/api/currencies/rate/toolong')).status).toBe(400);
  });

  it('lists areas with public villa counts', async () => {
    await app.knex('areas').insert([{ id: 'a1', name: 'Chaweng', slug: 'chaweng' }, { id: 'a2', name: 'Lamai', slug: 'lamai' }]);
    const res = await app.request('/api/areas');
    const chaweng = (await app.request('/api/search/villas?area=Chaweng')).body.total;
    expect(chaweng).toBeGreaterThanOrEqual(2);
    expect(res.body.data).toEqual([
      { name: 'Chaweng', slug: 'chaweng', villaCount: chaweng },
      { name: 'Lamai', slug: 'lamai', villaCount: 1 },
    ]);
  });
});

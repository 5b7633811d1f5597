import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertBooking, insertSeason, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  ids.cheap = await insertVilla(app.knex, {
    name: 'Alpha Cheap',
    basePrice: 50,
    areas: ['Lamai'],
    guests: 2,
    bedrooms: 1,
    bathrooms: 1,
    amenities: ['WiFi'],
    villatype: 'Home',
    rating: 4.2,
    reviewCount: 40,
  });
  ids.mid = await insertVilla(app.knex, {
    name: 'Bravo Mid',
    basePrice: 3550,
    currency: 'THB',
    areas: ['Chaweng', 'Bophut'],
    guests: 6,
    bedrooms: 3,
    bathrooms: 2,
    amenities: ['WiFi', 'Pool', 'Gym'],
    rating: 4.9,
    reviewCount: 2,
  });
  ids.lux = await insertVilla(app.knex, {
    name: 'Charlie Lux',
    basePrice: 400,
    areas: ['Chaweng'],
    guests: 10,
    bedrooms: 5,
    bathrooms: 5,
    amenities: ['Pool', 'Hot Tub'],
    villatype: 'Hotel',
    isPromoted: true,
    rating: 4.0,
    reviewCount: 10,
  });
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
      expect(missing.body).toEqual({ error: 'Villa not found', code: 'villa.notFound' });
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

  it('when a stay is below the weekend minimum stay, then the quote is priced but not available, with reason min_stay', async () => {
    const id = await insertVilla(app.knex, { name: 'Quote Min' });
    await setPricingRules(app.knex, id, { minimumNights: 2 });
    const res = await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: { checkIn: '2026-07-04', checkOut: '2026-07-05' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nights: 1, totalPrice: 100, available: false, reason: 'min_stay', message: 'Minimum stay is 2 nights for stays that include a weekend night' });
    const longer = await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: { checkIn: '2026-07-04', checkOut: '2026-07-06' } });
    expect(longer.body).toMatchObject({ nights: 2, totalPrice: 200, available: true });
    expect(longer.body).not.toHaveProperty('reason');
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
    expect(all.body.currencies.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['USD', 'THB', 'EUR', 'GBP', 'AUD', 'INR', 'ILS', 'JPY', 'CNY', 'SGD']));
    const jpy = await app.request('/api/currencies/rate/jpy');
    expect(jpy.body).toMatchObject({ rate: 150, currency: { code: 'JPY', decimalPlaces: 0 } });
    expect((await app.request('/api/currencies/rate/XYZ')).status).toBe(404);
    expect((await app.request('/api/currencies/rate/toolong')).status).toBe(400);
  });

  it('lists areas with public villa counts', async () => {
    await app.knex('areas').insert([
      { id: 'a1', name: 'Chaweng', slug: 'chaweng' },
      { id: 'a2', name: 'Lamai', slug: 'lamai' },
    ]);
    const res = await app.request('/api/areas');
    const chaweng = (await app.request('/api/search/villas?area=Chaweng')).body.total;
    expect(chaweng).toBeGreaterThanOrEqual(2);
    expect(res.body.data).toEqual([
      { name: 'Chaweng', slug: 'chaweng', villaCount: chaweng },
      { name: 'Lamai', slug: 'lamai', villaCount: 1 },
    ]);
  });
});

describe('past dates (island calendar)', () => {
  it('when a search or a quote starts before today, then 400 naming checkIn; today itself is fine', async () => {
    const search = await app.request('/api/search/villas?checkIn=2020-01-01&checkOut=2020-01-03');
    expect(search.status).toBe(400);
    expect(search.body.details).toEqual([{ path: 'checkIn', message: 'check-in cannot be in the past', code: 'villa.pastCheckIn' }]);
    expect(search.body.error).toContain('checkIn');
    expect((await app.request('/api/search/villas?checkIn=2026-05-31&checkOut=2026-06-02')).status).toBe(400);
    expect((await app.request('/api/search/villas?checkIn=2026-06-01&checkOut=2026-06-02')).status).toBe(200);

    const quote = (checkIn: string, checkOut: string) => app.request(`/api/villas/${ids.cheap}/calculate-price`, { method: 'POST', json: { checkIn, checkOut } });
    const past = await quote('2020-01-01', '2020-01-03');
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual([{ path: 'checkIn', message: 'check-in cannot be in the past', code: 'villa.pastCheckIn' }]);
    expect((await quote('2026-05-31', '2026-06-02')).status).toBe(400);
    expect((await quote('2026-06-01', '2026-06-02')).status).toBe(200);
  });

  it('when check-out is not after check-in, then a search and a quote answer 400 naming checkOut', async () => {
    const search = await app.request('/api/search/villas?checkIn=2026-07-05&checkOut=2026-07-04');
    expect(search.status).toBe(400);
    expect(search.body.details.map((d: { path: string }) => d.path)).toEqual(['checkOut']);
    const quote = await app.request(`/api/villas/${ids.cheap}/calculate-price`, { method: 'POST', json: { checkIn: '2026-07-05', checkOut: '2026-07-05' } });
    expect(quote.status).toBe(400);
    expect(quote.body.details.map((d: { path: string }) => d.path)).toEqual(['checkOut']);
  });

  it("when it is already tomorrow in Bangkok but still today in UTC, then UTC's today is refused as past", async () => {
    // 2026-05-31 20:00 UTC is 2026-06-01 03:00 on the island.
    const late = await createTestApp({ clock: () => new Date('2026-05-31T20:00:00Z') });
    try {
      const villa = await insertVilla(late.knex, { name: 'Island Clock' });
      const search = await late.request('/api/search/villas?checkIn=2026-05-31&checkOut=2026-06-02');
      expect(search.status).toBe(400);
      expect(search.body.details[0].path).toBe('checkIn');
      const quote = await late.request(`/api/villas/${villa}/calculate-price`, { method: 'POST', json: { checkIn: '2026-05-31', checkOut: '2026-06-02' } });
      expect(quote.status).toBe(400);
      expect(quote.body.details[0].path).toBe('checkIn');
      expect((await late.request('/api/search/villas?checkIn=2026-06-01&checkOut=2026-06-02')).body.total).toBe(1);
    } finally {
      await late.close();
    }
  });
});

describe('quotes say whether the stay can be booked', () => {
  const quote = (villaId: string, checkIn: string, checkOut: string) => app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn, checkOut } });

  it('when a night of the stay is booked, then 200 with the price, available false and reason booked', async () => {
    const res = await quote(ids.booked!, '2026-07-06', '2026-07-09');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nights: 3, totalPrice: 360, available: false, reason: 'booked', message: 'Villa is not available for selected dates.' });
  });

  it('when a night is held by an owner block or an imported calendar event, then reason blocked', async () => {
    expect((await quote(ids.blocked!, '2026-07-02', '2026-07-04')).body).toMatchObject({ totalPrice: 260, available: false, reason: 'blocked' });
    const imported = await insertVilla(app.knex, { name: 'Imported Feed' });
    await app.knex('availability_blocks').insert({ villa_id: imported, start_date: '2026-09-10', end_date: '2026-09-12', kind: 'import', source_id: 'feed-1', external_uid: 'airbnb-1' });
    expect((await quote(imported, '2026-09-11', '2026-09-13')).body).toMatchObject({ available: false, reason: 'blocked' });
    expect((await quote(imported, '2026-09-12', '2026-09-14')).body).toMatchObject({ available: true });
  });

  it('when the nights are free (a check-out day, a cancelled booking), then available true without a reason', async () => {
    const afterCheckOut = await quote(ids.booked!, '2026-07-08', '2026-07-10');
    expect(afterCheckOut.body).toMatchObject({ available: true, totalPrice: 240 });
    expect(afterCheckOut.body.reason).toBeUndefined();
    expect(afterCheckOut.body.message).toBeUndefined();
    expect((await quote(ids.booked!, '2026-07-20', '2026-07-25')).body.available).toBe(true);
  });

  it('when a booking is made for a stay the quote said was free, then it succeeds, and the quote then says booked', async () => {
    const villa = await insertVilla(app.knex, { name: 'Quote Then Book' });
    expect((await quote(villa, '2026-10-01', '2026-10-03')).body.available).toBe(true);
    const guest = await app.signInCustomer();
    const booked = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: { villaId: villa, checkIn: '2026-10-01', checkOut: '2026-10-03', guests: 2 } });
    expect(booked.status).toBe(201);
    expect((await quote(villa, '2026-10-02', '2026-10-04')).body).toMatchObject({ available: false, reason: 'booked' });
  });
});

describe('calendar prices in three rate modes', () => {
  it('when mode is weekly or monthly, then each night is its price in a stay of a week or a month', async () => {
    const id = await insertVilla(app.knex, { name: 'Rate Modes', basePrice: 100 });
    await setPricingRules(app.knex, id, { weekendMultiplier: 1.5, specialDatePricing: [{ date: '2026-07-15', price: 999, name: 'Party', isActive: true }] });
    await insertSeason(app.knex, id, { name: 'Late July', type: 'high', startDate: '2026-07-25', endDate: '2026-07-31', dailyPrice: 200, weeklyPrice: 1260, monthlyPrice: 4500 });
    const month = async (mode?: string) => {
      const res = await app.request(`/api/villas/${id}/calendar-prices/2026/7${mode ? `?mode=${mode}` : ''}`);
      expect(res.status).toBe(200);
      return res.body;
    };

    const daily = await month();
    expect(daily.mode).toBe('daily');
    expect(daily.prices[id]).toMatchObject({ '2026-07-01': 100, '2026-07-03': 150, '2026-07-15': 999, '2026-07-27': 200, '2026-07-31': 300 });
    expect((await month('daily')).prices).toEqual(daily.prices);

    // Weekly: base nights less the default 10% stay discount and no weekend multiplier; the
    // season's weekly rate / 7; special dates keep their price.
    const weekly = await month('weekly');
    expect(weekly.mode).toBe('weekly');
    expect(weekly.prices[id]).toMatchObject({ '2026-07-01': 90, '2026-07-03': 90, '2026-07-15': 999, '2026-07-27': 180, '2026-07-31': 180 });

    // Monthly: 20% off base nights; the season's monthly rate / 30.
    const monthly = await month('monthly');
    expect(monthly.prices[id]).toMatchObject({ '2026-07-01': 80, '2026-07-03': 80, '2026-07-15': 999, '2026-07-27': 150 });
    expect(Object.keys(monthly.prices[id])).toHaveLength(31);
  });

  it('when the mode is not daily, weekly or monthly, then 400 naming mode', async () => {
    const res = await app.request(`/api/villas/${ids.cheap}/calendar-prices/2026/7?mode=yearly`);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['mode']);
    expect(res.body.error).toContain('mode');
  });
});

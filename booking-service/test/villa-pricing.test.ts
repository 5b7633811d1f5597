import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStay } from '@islandstay/shared/pricing/pricing-engine';
import type { VillaPricing } from '@islandstay/shared/pricing/pricing-types';
import { villaResponseSchema } from '@islandstay/shared/villas/villa.schemas';
import { insertSeason, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let ownerA = '';
let ownerB = '';
let admin = '';

beforeAll(async () => {
  app = await createTestApp();
  ownerA = await app.sessionCookie('owner', 'owner-approved', 'owner-approved');
  ownerB = await app.sessionCookie('owner', 'owner-b', 'owner-b');
  admin = await app.sessionCookie('admin', 'admin-1');
});
afterAll(async () => {
  await app.close();
});

const rules = (overrides: Record<string, unknown> = {}) => ({
  pricingRules: {
    seasonalPricing: [{ name: 'Songkran', startDate: '04-10', endDate: '04-17', priceModifier: 1.5, isActive: true }],
    weekendMultiplier: 1.2,
    minimumNights: 2,
    lengthOfStayDiscounts: [{ minNights: 7, discountPercentage: 10, isActive: true }],
    specialDatePricing: [{ date: '2026-12-31', price: 500, name: "New Year's Eve", isActive: true }],
    maxDiscount: 20,
    ...overrides,
  },
});

const quote = (villaId: string, checkIn: string, checkOut: string) => app.request(`/api/villas/${villaId}/calculate-price`, { method: 'POST', json: { checkIn, checkOut } });

describe('pricing rules in the back office', () => {
  it("when an owner saves their villa's rules, then public quotes follow them at once", async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100 });
    const saved = await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: ownerA, json: rules() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ villaId, basePrice: 100, message: 'Pricing rules updated successfully!', pricingRules: { weekendMultiplier: 1.2, minimumNights: 2 } });
    // Friday 2026-07-03 alone now breaks the weekend minimum stay...
    expect((await quote(villaId, '2026-07-03', '2026-07-04')).body).toMatchObject({ available: false, reason: 'min_stay' });
    // ...and Friday + Saturday cost 120 each.
    expect((await quote(villaId, '2026-07-03', '2026-07-05')).body.totalPrice).toBe(240);
    const calendar = await app.request(`/api/admin/villas/${villaId}/price-calendar/2026/12`, { cookie: ownerA });
    const eve = calendar.body.calendar.find((d: { day: string }) => d.day === '2026-12-31');
    expect(eve).toMatchObject({ finalPrice: 500, appliedRules: ['special'] });
    const friday = calendar.body.calendar.find((d: { day: string }) => d.day === '2026-12-04');
    expect(friday).toMatchObject({ finalPrice: 120, isWeekend: true, appliedRules: ['base', 'weekend: x1.2'] });
  });

  it("when another owner reads or writes the villa's pricing, then 404", async () => {
    const villaId = await insertVilla(app.knex);
    expect((await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { cookie: ownerB })).status).toBe(404);
    expect((await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: ownerB, json: rules() })).status).toBe(404);
    expect((await app.request('/api/admin/villas/season', { method: 'POST', cookie: ownerB, json: { villaId, seasons: [] } })).status).toBe(404);
    expect((await app.request(`/api/admin/villas/${villaId}/price-calendar/2026/7`, { cookie: ownerB })).status).toBe(404);
    expect((await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { cookie: admin })).status).toBe(200);
  });

  it.each([
    [{ weekendMultiplier: 11 }, 'pricingRules.weekendMultiplier'],
    [{ weekendMultiplier: 0.05 }, 'pricingRules.weekendMultiplier'],
    [{ minimumNights: 0 }, 'pricingRules.minimumNights'],
    [{ lengthOfStayDiscounts: [{ minNights: 1, discountPercentage: 5, isActive: true }] }, 'pricingRules.lengthOfStayDiscounts.0.minNights'],
    [{ lengthOfStayDiscounts: [{ minNights: 7, discountPercentage: 101, isActive: true }] }, 'pricingRules.lengthOfStayDiscounts.0.discountPercentage'],
    [{ seasonalPricing: [{ name: 'Bad', startDate: '13-01', endDate: '02-28', priceModifier: 1.5, isActive: true }] }, 'pricingRules.seasonalPricing.0.startDate'],
    [{ specialDatePricing: [{ date: '2026-12-31', price: -1, name: 'Eve', isActive: true }] }, 'pricingRules.specialDatePricing.0.price'],
  ])('refuses %j with 400 naming %s', async (override, path) => {
    const villaId = await insertVilla(app.knex);
    const res = await app.request(`/api/admin/villas/${villaId}/pricing-rules`, { method: 'PUT', cookie: admin, json: rules(override) });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });
});

describe('seasons, season-type rates and global season ranges', () => {
  it('when an owner saves seasons, then the public villa is priced by them night by night', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100 });
    const saved = await app.request('/api/admin/villas/season', {
      method: 'POST',
      cookie: ownerA,
      json: { villaId, seasons: [{ seasonType: 'high', name: 'Peak', startDate: '2026-12-20', endDate: '2027-01-05', daily: 200, weekly: '', monthly: null, active: true }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.seasons).toEqual([expect.objectContaining({ name: 'Peak', type: 'high', dailyPrice: 200, weeklyPrice: 0, monthlyPrice: 0 })]);
    // Two nights before the season and two inside it.
    expect((await quote(villaId, '2026-12-18', '2026-12-22')).body.nightly.map((n: { price: number }) => n.price)).toEqual([100, 100, 200, 200]);
    const bad = await app.request('/api/admin/villas/season', {
      method: 'POST',
      cookie: ownerA,
      json: { villaId, seasons: [{ seasonType: 'low', startDate: '2026-05-10', endDate: '2026-05-01', daily: 10 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('seasons.0.endDate');
  });

  it('when the admin sets global ranges and a villa has rates for that type, then its nights take those rates', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 100 });
    const ranges = { seasonRanges: [{ name: 'Peak Range', type: 'high', startDate: '2026-08-01', endDate: '2026-08-31', dailyPrice: 150, weeklyPrice: 900, monthlyPrice: 3800, active: true }] };
    expect((await app.request('/api/admin/season-ranges', { method: 'PUT', cookie: ownerA, json: ranges })).status).toBe(403);
    expect((await app.request('/api/admin/season-ranges', { method: 'PUT', cookie: admin, json: ranges })).body.success).toBe(true);
    expect((await app.request('/api/admin/season-ranges', { cookie: ownerA })).body.seasonRanges).toHaveLength(1);
    // No rates yet: the range does not apply to this villa.
    expect((await quote(villaId, '2026-08-03', '2026-08-05')).body.totalPrice).toBe(200);
    const rates = await app.request(`/api/admin/villas/${villaId}/season-rates`, { method: 'PUT', cookie: ownerA, json: { high: { daily: 180, weekly: 1050, monthly: 0 } } });
    expect(rates.body.seasonRates).toEqual({ high: { dailyPrice: 180, weeklyPrice: 1050, monthlyPrice: 0 } });
    expect((await quote(villaId, '2026-08-03', '2026-08-05')).body.totalPrice).toBe(360);
    expect((await quote(villaId, '2026-08-03', '2026-08-10')).body.totalPrice).toBe(1050);
  });
});

describe('client-side preview from the public villa', () => {
  it('when the shared engine is fed the public villa detail, then it quotes every stay exactly as the server does', async () => {
    const villaId = await insertVilla(app.knex, { basePrice: 3333, currency: 'THB' });
    await setPricingRules(app.knex, villaId, {
      weekendMultiplier: 1.25,
      minimumNights: 2,
      maxDiscount: 15,
      seasonalPricing: [
        { name: 'Year end', startDate: '12-15', endDate: '01-10', priceModifier: 1.4, isActive: true },
        { name: 'Old rule', startDate: '11-01', endDate: '11-30', priceModifier: 3, isActive: false },
      ],
      lengthOfStayDiscounts: [
        { minNights: 5, discountPercentage: 7, isActive: true },
        { minNights: 14, discountPercentage: 30, isActive: true },
        { minNights: 3, discountPercentage: 50, isActive: false },
      ],
      specialDatePricing: [
        { date: '2026-12-31', price: 9999, name: "New Year's Eve", isActive: true },
        { date: '2026-12-24', price: 1, name: 'Switched off', isActive: false },
      ],
    });
    await insertSeason(app.knex, villaId, { name: 'Green', type: 'low', startDate: '2026-09-01', endDate: '2026-10-15', dailyPrice: 2500, weeklyPrice: 15000, monthlyPrice: 0 });
    await insertSeason(app.knex, villaId, { name: 'Old', type: 'high', startDate: '2026-01-01', endDate: '2026-02-01', dailyPrice: 7000 });
    await app.knex('villa_season_rates').insert({ villa_id: villaId, season_type: 'high', daily_price: 5200, weekly_price: 31000, monthly_price: 120000 });
    await app.knex('season_ranges').insert({ name: 'Peak', type: 'high', start_date: '2026-11-20', end_date: '2026-12-20', active: true });

    const detail = await app.request(`/api/villas/${villaId}`);
    expect(detail.status).toBe(200);
    const { pricing } = villaResponseSchema.parse(detail.body).data;
    if (!pricing) throw new Error('the public villa carries no pricing inputs');
    // What can no longer price a night from today (2026-06-01) on is left out.
    expect(pricing.seasons.map((s) => s.name)).toEqual(['Green']);
    expect(pricing.rules.specialDatePricing.map((d) => d.name)).toEqual(["New Year's Eve"]);
    expect(pricing.seasonRanges.map((r) => r.name)).toContain('Peak');
    const engineInput: VillaPricing = pricing;

    const stays: [string, string][] = [
      ['2026-07-03', '2026-07-05'], // a weekend, daily tier
      ['2026-08-28', '2026-09-04'], // 7 nights across the start of the villa season, weekly tier
      ['2026-09-20', '2026-10-25'], // 35 nights out of the season, monthly tier with a capped discount
      ['2026-11-15', '2026-11-22'], // into the global range priced by the villa's high rates
      ['2026-12-18', '2027-01-02'], // range end, year-end multiplier across the year, a special date
      ['2026-12-30', '2027-01-01'], // the special date alone with a weekend-free night
    ];
    const sources = new Set<string>();
    for (const [checkIn, checkOut] of stays) {
      const server = await quote(villaId, checkIn, checkOut);
      expect(server.status).toBe(200);
      for (const night of server.body.nightly) sources.add(night.source);
      const local = quoteStay(engineInput, pricing.seasonRanges, checkIn, checkOut);
      expect(local.ok).toBe(true);
      if (!local.ok) continue;
      const { available: _available, payment: _payment, ...serverQuote } = server.body;
      expect(local.quote, `${checkIn}..${checkOut}`).toEqual(serverQuote);
    }
    // The stays met every kind of price the engine knows.
    expect([...sources]).toEqual(expect.arrayContaining(['base', 'season:Green', 'season:Peak', 'special']));
  });

  it('when the villa list is read, then cards do not carry the pricing inputs (detail only)', async () => {
    const villaId = await insertVilla(app.knex, { name: 'Listed Only' });
    const list = await app.request('/api/villas?limit=100');
    const card = list.body.data.find((v: { id: string }) => v.id === villaId);
    expect(card).toBeDefined();
    expect(card.pricing).toBeUndefined();
    expect((await app.request(`/api/villas/${villaId}`)).body.data.pricing).toMatchObject({ villaId, basePrice: 100, currency: 'USD', decimalPlaces: 2 });
  });
});

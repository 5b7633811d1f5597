import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@islandstay/shared/dates/dates';
import { FROM_PRICE_WINDOW_DAYS } from '@islandstay/shared/pricing/pricing-types';
import { insertSeason, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, TEST_TODAY, type TestApp } from './helpers/test-app.ts';

/**
 * A villa card's "from" price is the lowest rate a guest can book in the next
 * FROM_PRICE_WINDOW_DAYS nights (tonight included), as the pricing engine prices each night:
 * a cheap season further ahead (a test season typed a year out) is never the card's price.
 */

let app: TestApp;
let now = TEST_NOW;
/** The first night after the window of TEST_TODAY. */
const windowEnd = addDays(TEST_TODAY, FROM_PRICE_WINDOW_DAYS);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await app.close();
});

interface Card {
  name: string;
  currentPrice: number;
  pricingSummary: { daily: { from: number; lowSeason: number; highSeason: number }; weekly: { from: number }; monthly: { from: number }; fromWindowDays?: number };
}

async function searchCard(name: string): Promise<Card> {
  const res = await app.request(`/api/search/villas?name=${encodeURIComponent(name)}`);
  expect(res.status).toBe(200);
  const card = (res.body.data as Card[]).find((v) => v.name === name);
  if (!card) throw new Error(`${name} not found`);
  return card;
}

async function hotel(name: string): Promise<string> {
  return insertVilla(app.knex, { name, basePrice: 12000, currency: 'THB', villatype: 'Hotel', bedrooms: 6, guests: 12 });
}

describe('the villa card from price', () => {
  it('when a 333 THB season starts beyond the window, then the search card and the villa page still show the base price from', async () => {
    const id = await hotel('Far Test Season Hotel');
    await insertSeason(app.knex, id, { name: 'Test', type: 'low', startDate: addDays(windowEnd, 30), endDate: addDays(windowEnd, 60), dailyPrice: 333, weeklyPrice: 2000, monthlyPrice: 9000 });

    const card = await searchCard('Far Test Season Hotel');
    expect(card.pricingSummary.daily).toEqual({ from: 12000, lowSeason: 12000, highSeason: 12000 });
    expect(card.pricingSummary.weekly.from).toBe(75600); // 12,000 x 7, 10% off a week
    expect(card.pricingSummary.monthly.from).toBe(288000); // 12,000 x 30, 20% off a month
    expect(card.pricingSummary.fromWindowDays).toBe(FROM_PRICE_WINDOW_DAYS);

    const detail = await app.request(`/api/villas/${id}`);
    expect(detail.body.data.pricingSummary.daily.from).toBe(12000);
  });

  it('when a cheap season has nights inside the window, then its rate is the from price, even when the season runs on past the window', async () => {
    const id = await hotel('Autumn Deal Hotel');
    await insertSeason(app.knex, id, {
      name: 'Autumn deal',
      type: 'low',
      startDate: addDays(windowEnd, -1),
      endDate: addDays(windowEnd, 40),
      dailyPrice: 9000,
      weeklyPrice: 56000,
      monthlyPrice: 210000,
    });

    const card = await searchCard('Autumn Deal Hotel');
    expect(card.pricingSummary.daily).toEqual({ from: 9000, lowSeason: 9000, highSeason: 12000 });
    expect(card.pricingSummary.weekly.from).toBe(56000);
    expect(card.pricingSummary.monthly.from).toBe(210000);
  });

  it('when the cheap night is a weekend rate or a special date in the window, then it counts; a special date past the window does not', async () => {
    const weekend = await hotel('Weekend Rate Hotel');
    await setPricingRules(app.knex, weekend, { weekendMultiplier: 0.75 });
    const special = await hotel('Special Date Hotel');
    await setPricingRules(app.knex, special, {
      specialDatePricing: [
        { date: addDays(TEST_TODAY, 20), price: 8000, name: 'Opening night', isActive: true },
        { date: addDays(windowEnd, 2), price: 100, name: 'Typo', isActive: true },
      ],
    });

    expect((await searchCard('Weekend Rate Hotel')).pricingSummary.daily.from).toBe(9000);
    expect((await searchCard('Special Date Hotel')).pricingSummary.daily.from).toBe(8000);
  });

  it('when the island day moves on, then the window moves with it and a season that just came into it counts', async () => {
    const id = await hotel('Window Edge Hotel');
    await insertSeason(app.knex, id, { name: 'Edge', type: 'low', startDate: windowEnd, endDate: addDays(windowEnd, 10), dailyPrice: 7000 });
    expect((await searchCard('Window Edge Hotel')).pricingSummary.daily.from).toBe(12000);

    now = new Date(TEST_NOW.getTime() + 86_400_000);
    try {
      expect((await searchCard('Window Edge Hotel')).pricingSummary.daily.from).toBe(7000);
    } finally {
      now = TEST_NOW;
    }
  });
});

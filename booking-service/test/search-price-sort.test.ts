import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@islandstay/shared/dates/dates';
import { villaSearchQuerySchema } from '@islandstay/shared/villas/villa.schemas';
import { insertBooking, insertSeason, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, TEST_TODAY, type TestApp } from './helpers/test-app.ts';

/**
 * A search sorted by price without price filters prices only the villas that can reach its page
 * (villas.service.ts, `priced`: the others are skipped by their price bounds). With a price
 * filter every villa is priced, and one that no villa fails must give the same answer.
 */

let app: TestApp;
const prefix = `Bounded ${Date.now()}`;

beforeAll(async () => {
  app = await createTestApp();
  // Villas of many prices, seasons, weekend and seasonal multipliers, fees, discounts and currencies, some of the same price.
  for (let i = 0; i < 36; i++) {
    const villaId = await insertVilla(app.knex, {
      name: `${prefix} ${String(i).padStart(2, '0')}`,
      basePrice: [120, 95, 3_500, 120, 260, 88.5][i % 6]! + (i % 5) * 7,
      currency: i % 3 === 0 ? 'THB' : 'USD',
    });
    await setPricingRules(app.knex, villaId, {
      minimumNights: 1,
      weekendMultiplier: i % 4 === 0 ? 1.3 : 1,
      lengthOfStayDiscounts: i % 5 === 1 ? [{ minNights: 3, discountPercentage: 12.5, isActive: true }] : [],
      seasonalPricing: i % 7 === 2 ? [{ name: 'Songkran', startDate: '07-10', endDate: '07-20', priceModifier: 1.8, isActive: true }] : [],
      specialDatePricing: i % 9 === 3 ? [{ date: '2026-07-15', price: 999, name: 'Festival', isActive: true }] : [],
    });
    if (i % 3 === 1) await insertSeason(app.knex, villaId, { name: 'Summer', type: 'high', startDate: '2026-07-05', endDate: '2026-08-20', dailyPrice: 40 + i * 11, weeklyPrice: i % 2 ? 700 + i : 0 });
    if (i % 4 === 2)
      await app
        .knex('villas')
        .where({ id: villaId })
        .update({ cleaning_fee: 35 + i });
    if (i % 6 === 5) await insertBooking(app.knex, villaId, '2026-07-08', '2026-07-12');
  }
});
afterAll(async () => {
  await app.close();
});

describe('a search sorted by price', () => {
  it('when it skips villas by their price bounds, then it gives the page and count of a search that prices every villa', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 21 }),
        fc.constantFrom('price-low', 'price-high'),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(undefined, 'THB', 'EUR'),
        async (offset, nights, sort, limit, page, currency) => {
          const checkIn = addDays('2026-07-01', offset);
          const asked = { name: prefix, checkIn, checkOut: addDays(checkIn, nights), sort, limit: String(limit), page: String(page), ...(currency ? { currency } : {}) };
          const bounded = await app.services.villas.search(villaSearchQuerySchema.parse(asked));
          const everyVilla = await app.services.villas.search(villaSearchQuerySchema.parse({ ...asked, maxPrice: '1000000000' }));
          expect(bounded).toEqual(everyVilla);
        },
      ),
      { numRuns: 120 },
    );
    expect(TEST_TODAY < '2026-07-01').toBe(true);
  });
});

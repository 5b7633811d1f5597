import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOutlierDirection, pricingRulesOutliers, seasonRatesOutliers, villaSeasonsOutliers } from './price-outliers.ts';

const rules = (overrides: Partial<Parameters<typeof pricingRulesOutliers>[0]> = {}) => ({ seasonalPricing: [], weekendMultiplier: 1, specialDatePricing: [], ...overrides });

describe('priceOutlierDirection', () => {
  it('when a 333 night is set on a 12,000 villa, then it is low; 12,000 x 5 is not high but one satang more is', () => {
    expect(priceOutlierDirection(333, 12000)).toBe('low');
    expect(priceOutlierDirection(4000, 12000)).toBeUndefined();
    expect(priceOutlierDirection(3999.99, 12000)).toBe('low');
    expect(priceOutlierDirection(60000, 12000)).toBeUndefined();
    expect(priceOutlierDirection(60000.01, 12000)).toBe('high');
  });

  it('when the villa has no base price to compare with, then nothing is an outlier', () => {
    expect(priceOutlierDirection(1, 0)).toBeUndefined();
  });

  it('for any base and price, then low exactly when price x 3 < base and high exactly when price > base x 5 (in cents, no float error)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 }), (baseCents, priceCents) => {
        const expected = priceCents * 3 < baseCents ? 'low' : priceCents > baseCents * 5 ? 'high' : undefined;
        expect(priceOutlierDirection(priceCents / 100, baseCents / 100)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('for any base, then the base itself and every price between a third and five times it are usual', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }).chain((base) => fc.tuple(fc.constant(base), fc.integer({ min: Math.ceil(base / 3), max: base * 5 }))),
        ([base, price]) => {
          expect(priceOutlierDirection(base, base)).toBeUndefined();
          expect(priceOutlierDirection(price, base)).toBeUndefined();
        },
      ),
    );
  });
});

describe('pricingRulesOutliers', () => {
  it('when a special date, a seasonal rule and the weekend rate are far off, then each is named with its night price and field', () => {
    const found = pricingRulesOutliers(
      rules({
        seasonalPricing: [{ name: 'Songkran', startDate: '04-10', endDate: '04-16', priceModifier: 6, isActive: true }],
        weekendMultiplier: 0.2,
        specialDatePricing: [{ date: '2027-07-01', price: 333, name: 'Test', isActive: true }],
      }),
      12000,
    );
    expect(found).toEqual([
      { source: { kind: 'seasonal', name: 'Songkran', field: 'seasonalPricing.0.priceModifier' }, price: 72000, basePrice: 12000, direction: 'high' },
      { source: { kind: 'weekend', field: 'weekendMultiplier' }, price: 2400, basePrice: 12000, direction: 'low' },
      { source: { kind: 'special', name: 'Test', date: '2027-07-01', field: 'specialDatePricing.0.price' }, price: 333, basePrice: 12000, direction: 'low' },
    ]);
  });

  it('when an outlier is inactive or was already saved as it is, then it is not asked about again', () => {
    const special = { date: '2027-07-01', price: 333, name: 'Test', isActive: true };
    expect(pricingRulesOutliers(rules({ specialDatePricing: [{ ...special, isActive: false }] }), 12000)).toEqual([]);
    expect(pricingRulesOutliers(rules({ specialDatePricing: [special], weekendMultiplier: 0.2 }), 12000, rules({ specialDatePricing: [special], weekendMultiplier: 0.2 }))).toEqual([]);
    expect(pricingRulesOutliers(rules({ specialDatePricing: [{ ...special, price: 334 }] }), 12000, rules({ specialDatePricing: [special] }))).toHaveLength(1);
  });

  it('for any special dates, then exactly the active ones outside [base / 3, base x 5] are reported, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.record({ price: fc.integer({ min: 0, max: 10_000_000 }), isActive: fc.boolean() }), { maxLength: 10 }), (base, specials) => {
        const list = specials.map((s, i) => ({ ...s, date: '2027-01-01', name: `S${i}` }));
        const found = pricingRulesOutliers(rules({ specialDatePricing: list }), base);
        const expected = list.filter((s) => s.isActive && (s.price * 3 < base || s.price > base * 5)).map((s) => s.name);
        expect(found.map((o) => (o.source.kind === 'special' ? o.source.name : ''))).toEqual(expected);
      }),
    );
  });
});

describe('seasonRatesOutliers', () => {
  it('when a weekly or monthly rate is set, then it is compared per night, and a rate of 0 (not set) never is', () => {
    const found = seasonRatesOutliers({ low: { daily: 333, weekly: 70000, monthly: 0 }, high: { daily: 12000, weekly: 0, monthly: 100000 } }, 12000);
    expect(found.map((o) => [o.source.field, o.price, o.direction])).toEqual([
      ['low.daily', 333, 'low'],
      ['high.monthly', 100000 / 30, 'low'],
    ]);
    expect(seasonRatesOutliers({ low: { daily: 333, weekly: 0, monthly: 0 } }, 12000, { low: { daily: 333, weekly: 0, monthly: 0 } })).toEqual([]);
  });
});

describe('villaSeasonsOutliers', () => {
  const season = { seasonId: 's1', name: 'Songkran', daily: 333, weekly: 0, monthly: 1900000, active: true };

  it("when a villa season's rates are far off, then each tier is named with the season and its field, per night", () => {
    expect(villaSeasonsOutliers([{ ...season, active: false }, season], 12000)).toEqual([
      { source: { kind: 'villaSeason', name: 'Songkran', tier: 'daily', field: 'seasons.1.daily' }, price: 333, basePrice: 12000, direction: 'low' },
      { source: { kind: 'villaSeason', name: 'Songkran', tier: 'monthly', field: 'seasons.1.monthly' }, price: 1900000 / 30, basePrice: 12000, direction: 'high' },
    ]);
  });

  it('when an active season was saved with the same rate, then it is not asked again; a new season or a reactivated one is', () => {
    const saved = [{ id: 's1', daily: 333, weekly: 0, monthly: 1900000, active: true }];
    expect(villaSeasonsOutliers([season], 12000, saved)).toEqual([]);
    expect(villaSeasonsOutliers([{ ...season, seasonId: undefined }], 12000, saved)).toHaveLength(2);
    expect(villaSeasonsOutliers([season], 12000, [{ ...saved[0]!, active: false }])).toHaveLength(2);
  });
});

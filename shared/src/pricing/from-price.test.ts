import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates.ts';
import { fromPriceWindow, windowedPricingSummary } from './from-price.ts';
import { NightPricer, nightRate } from './pricing-engine.ts';
import { DEFAULT_PRICING_RULES, FROM_PRICE_WINDOW_DAYS, type PricingRules, type VillaPricing, type VillaSeason } from './pricing-types.ts';

const TODAY = '2026-11-26';
const END = addDays(TODAY, FROM_PRICE_WINDOW_DAYS);

function villaWith(overrides: Partial<Omit<VillaPricing, 'rules'>> & { rules?: Partial<PricingRules> } = {}): VillaPricing {
  const { rules, ...rest } = overrides;
  return { villaId: 'v', basePrice: 12000, currency: 'THB', decimalPlaces: 0, seasons: [], seasonRates: {}, ...rest, rules: { ...DEFAULT_PRICING_RULES, ...rules } };
}

function season(overrides: Partial<VillaSeason> & Pick<VillaSeason, 'startDate' | 'endDate'>): VillaSeason {
  return { id: 's', name: 'Season', type: 'low', dailyPrice: 0, weeklyPrice: 0, monthlyPrice: 0, active: true, ...overrides };
}

const summaryOf = (villa: VillaPricing, today = TODAY) => windowedPricingSummary(new NightPricer(villa, []), today);

describe('fromPriceWindow', () => {
  it('is FROM_PRICE_WINDOW_DAYS nights from today, tonight included', () => {
    expect(fromPriceWindow(TODAY)).toEqual({ start: TODAY, end: END, days: 180 });
  });
});

describe('windowedPricingSummary', () => {
  it('when a 333 season starts after the window, then from is the base price and the season columns ignore it', () => {
    const summary = summaryOf(villaWith({ seasons: [season({ startDate: END, endDate: addDays(END, 30), dailyPrice: 333 })] }));
    expect(summary.daily).toEqual({ from: 12000, lowSeason: 12000, highSeason: 12000 });
    expect(summary.fromWindowDays).toBe(FROM_PRICE_WINDOW_DAYS);
    expect(summary.hasSeasonalPricing).toBe(true);
  });

  it('when a cheap season has its first night on the last night of the window, then it counts', () => {
    const summary = summaryOf(villaWith({ seasons: [season({ startDate: addDays(END, -1), endDate: addDays(END, 30), dailyPrice: 9000, weeklyPrice: 56000 })] }));
    expect(summary.daily.from).toBe(9000);
    expect(summary.weekly.from).toBe(56000);
    expect(summary.monthly.from).toBe(270000); // no monthly rate: 30 nights at the daily one
  });

  it('when a season has ended, then it no longer counts', () => {
    expect(summaryOf(villaWith({ seasons: [season({ startDate: '2026-01-01', endDate: addDays(TODAY, -1), dailyPrice: 333 })] })).daily.from).toBe(12000);
  });

  it('when every night of the window is priced 0 (special dates), then the tier falls back to the base-derived figure', () => {
    const specialDatePricing = Array.from({ length: FROM_PRICE_WINDOW_DAYS }, (_, i) => ({ date: addDays(TODAY, i), price: 0, name: 'Free', isActive: true }));
    const summary = summaryOf(villaWith({ basePrice: 100, rules: { specialDatePricing } }));
    expect(summary.daily.from).toBe(100);
    expect(summary.weekly.from).toBe(630);
  });

  const seasonArb = fc
    .record({
      start: fc.integer({ min: -60, max: 400 }),
      length: fc.integer({ min: 0, max: 60 }),
      dailyPrice: fc.integer({ min: 0, max: 50000 }),
      type: fc.constantFrom<'low' | 'high'>('low', 'high'),
    })
    .map(({ start, length, ...rest }) => season({ ...rest, startDate: addDays(TODAY, start), endDate: addDays(TODAY, start + length) }));

  it('for any seasons, weekend rate and special dates, then the daily from is the lowest priced night of the window, and nothing outside the window changes it', () => {
    fc.assert(
      fc.property(
        fc.array(seasonArb, { maxLength: 4 }),
        fc.integer({ min: 50, max: 200 }).map((m) => m / 100),
        fc.array(fc.record({ offset: fc.integer({ min: -30, max: 400 }), price: fc.integer({ min: 1, max: 50000 }) }), { maxLength: 4 }),
        fc.array(seasonArb, { maxLength: 3 }),
        (seasons, weekendMultiplier, specials, extra) => {
          const villa = villaWith({ seasons, rules: { weekendMultiplier, specialDatePricing: specials.map((s) => ({ date: addDays(TODAY, s.offset), price: s.price, name: 'S', isActive: true })) } });
          const pricer = new NightPricer(villa, []);
          const nights = Array.from({ length: FROM_PRICE_WINDOW_DAYS }, (_, i) => nightRate(pricer, addDays(TODAY, i), 'daily')).filter((p) => p > 0);
          const from = windowedPricingSummary(pricer, TODAY).daily.from;
          expect(from).toBe(nights.length > 0 ? Math.min(...nights) : 12000);
          // Seasons wholly outside the window (here moved past its end) never change it.
          const outside = extra.map((s) => ({ ...s, startDate: addDays(END, 1), endDate: addDays(END, 10) }));
          expect(summaryOf({ ...villa, seasons: [...outside, ...seasons] }).daily.from).toBe(from);
        },
      ),
      { numRuns: 60 },
    );
  });
});

import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isWeekendNight, monthDay, nightsOf } from '../dates/dates.ts';
import {
  MIN_STAY_CODE,
  NightPricer,
  checkMinimumStay,
  currentPrice,
  minStayMessage,
  nightRate,
  pricingSummary,
  pricingTypeFor,
  quoteInDecimals,
  quoteStay,
  stayTotals,
  stayDiscountFor,
  totalsInUnits,
  type QuoteResult,
} from './pricing-engine.ts';
import {
  DEFAULT_PRICING_RULES,
  type LengthOfStayDiscount,
  type MoneyValue,
  type PricingRules,
  type PricingType,
  type Quote,
  type SeasonRange,
  type SeasonTypeRate,
  type SeasonalRule,
  type SpecialDate,
  type VillaPricing,
  type VillaSeason,
} from './pricing-types.ts';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function villaWith(overrides: Partial<Omit<VillaPricing, 'rules'>> & { rules?: Partial<PricingRules> } = {}): VillaPricing {
  const { rules, ...rest } = overrides;
  return {
    villaId: 'villa-1',
    basePrice: 100,
    currency: 'USD',
    decimalPlaces: 2,
    seasons: [],
    seasonRates: {},
    ...rest,
    rules: { ...DEFAULT_PRICING_RULES, ...rules },
  };
}

function season(overrides: Partial<VillaSeason> & Pick<VillaSeason, 'startDate' | 'endDate'>): VillaSeason {
  return {
    id: 'season-1',
    name: 'Season',
    type: 'high',
    dailyPrice: 0,
    weeklyPrice: 0,
    monthlyPrice: 0,
    active: true,
    ...overrides,
  };
}

function range(overrides: Partial<SeasonRange> & Pick<SeasonRange, 'startDate' | 'endDate' | 'type'>): SeasonRange {
  return { id: 'range-1', name: 'Range', active: true, ...overrides };
}

function expectQuote(result: QuoteResult): Quote {
  if (!result.ok) throw new Error(`expected a quote, got ${result.code}: ${result.message}`);
  return result.quote;
}

function quote(villa: VillaPricing, checkIn: string, checkOut: string, ranges: SeasonRange[] = []): Quote {
  return expectQuote(quoteStay(villa, ranges, checkIn, checkOut));
}

function round(value: Decimal.Value, places: number): number {
  return new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber();
}

function sumAmounts(quote: Quote): Decimal {
  return quote.appliedDiscounts.reduce((acc, d) => acc.add(d.amount), new Decimal(0));
}

/** The stay's first night that falls on the given weekday (0 = Sunday). */
function nightOn(checkIn: string, checkOut: string, weekday: number): string {
  const night = nightsOf(checkIn, checkOut).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === weekday);
  if (!night) throw new Error('no such night in the stay');
  return night;
}

// 2026-01-05 is a Monday; 2026-01-09 a Friday; 2026-01-10 a Saturday.
const MONDAY = '2026-01-05';

// ---------------------------------------------------------------------------------------------
// A straightforward night-by-night reference model of docs/architecture.md, "Pricing and stay rules", for properties.
// ---------------------------------------------------------------------------------------------

function firstByStartThenId<T extends { startDate: string; id: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.startDate === b.startDate ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.startDate < b.startDate ? -1 : 1));
}

function referenceTierRate(rate: SeasonTypeRate, tier: PricingType): Decimal {
  if (tier === 'Weekly' && new Decimal(rate.weeklyPrice).gt(0)) return new Decimal(rate.weeklyPrice).div(7);
  if (tier === 'Monthly' && new Decimal(rate.monthlyPrice).gt(0)) return new Decimal(rate.monthlyPrice).div(30);
  return new Decimal(rate.dailyPrice);
}

function referenceRuleCovers(rule: SeasonalRule, md: string): boolean {
  return rule.startDate <= rule.endDate ? rule.startDate <= md && md <= rule.endDate : md >= rule.startDate || md <= rule.endDate;
}

interface ReferenceNight {
  price: Decimal;
  source: string;
}

function referenceNight(villa: VillaPricing, ranges: SeasonRange[], date: string, tier: PricingType): ReferenceNight {
  const special = villa.rules.specialDatePricing.find((s) => s.isActive && s.date === date);
  if (special) return { price: new Decimal(special.price), source: 'special' };
  let night: ReferenceNight | undefined;
  const villaSeason = firstByStartThenId(villa.seasons.filter((s) => s.active)).find((s) => s.startDate <= date && date <= s.endDate);
  if (villaSeason && referenceTierRate(villaSeason, tier).gt(0)) {
    night = { price: referenceTierRate(villaSeason, tier), source: `season:${villaSeason.name}` };
  }
  if (!night) {
    const globalRange = firstByStartThenId(ranges.filter((r) => r.active && villa.seasonRates[r.type] !== undefined)).find((r) => r.startDate <= date && date <= r.endDate);
    const rate = globalRange ? villa.seasonRates[globalRange.type] : undefined;
    if (globalRange && rate && referenceTierRate(rate, tier).gt(0)) {
      night = { price: referenceTierRate(rate, tier), source: `season:${globalRange.name}` };
    }
  }
  if (!night) {
    const rules = villa.rules.seasonalPricing
      .map((rule, index) => ({ rule, index }))
      .filter(({ rule }) => rule.isActive)
      .sort((a, b) => (a.rule.startDate === b.rule.startDate ? a.index - b.index : a.rule.startDate < b.rule.startDate ? -1 : 1));
    const rule = rules.find(({ rule }) => referenceRuleCovers(rule, monthDay(date)))?.rule;
    night = { price: new Decimal(villa.basePrice).mul(rule ? rule.priceModifier : 1), source: 'base' };
  }
  if (tier === 'Daily' && isWeekendNight(date)) night.price = night.price.mul(villa.rules.weekendMultiplier);
  return night;
}

function referenceDiscountPercentage(nights: number, rules: PricingRules): number {
  const list =
    rules.lengthOfStayDiscounts.length === 0
      ? [
          { minNights: 7, discountPercentage: 10, isActive: true },
          { minNights: 30, discountPercentage: 20, isActive: true },
        ]
      : rules.lengthOfStayDiscounts;
  const eligible = list.filter((r) => r.isActive && r.minNights <= nights).map((r) => r.discountPercentage);
  const best = Math.max(0, ...eligible);
  return Math.max(0, Math.min(best, rules.maxDiscount));
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/** Window start: stays and seasons land around a year end so wrapping rules matter. */
const WINDOW = '2026-11-01';
const dateInWindow = fc.integer({ min: 0, max: 120 }).map((offset) => addDays(WINDOW, offset));
const money = fc.integer({ min: 0, max: 2_000_000 }).map((cents) => cents / 100);
const positiveMoney = fc.integer({ min: 1, max: 2_000_000 }).map((cents) => cents / 100);
const places = fc.constantFrom(0, 2, 3, 4);
/** `MM-DD` of any day of a common year. */
const monthDayArb = fc.integer({ min: 0, max: 364 }).map((day) => monthDay(addDays('2025-01-01', day)));
const seasonType = fc.constantFrom<'low' | 'high'>('low', 'high');
const maybeZeroMoney = fc.oneof(fc.constant(0), positiveMoney);

const villaSeasonArb = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    name: fc.constantFrom('Peak', 'Green', 'Festive', 'Shoulder'),
    type: seasonType,
    start: fc.integer({ min: -20, max: 120 }),
    length: fc.integer({ min: 0, max: 45 }),
    dailyPrice: maybeZeroMoney,
    weeklyPrice: maybeZeroMoney,
    monthlyPrice: maybeZeroMoney,
    active: fc.boolean(),
  })
  .map(({ start, length, ...rest }): VillaSeason => ({ ...rest, startDate: addDays(WINDOW, start), endDate: addDays(WINDOW, start + length) }));

const seasonRangeArb = fc
  .record({
    id: fc.constantFrom('r1', 'r2', 'r3'),
    name: fc.constantFrom('Global high', 'Global low', 'Holidays'),
    type: seasonType,
    start: fc.integer({ min: -20, max: 120 }),
    length: fc.integer({ min: 0, max: 60 }),
    active: fc.boolean(),
  })
  .map(({ start, length, ...rest }): SeasonRange => ({ ...rest, startDate: addDays(WINDOW, start), endDate: addDays(WINDOW, start + length) }));

const seasonTypeRateArb = fc.record({ dailyPrice: maybeZeroMoney, weeklyPrice: maybeZeroMoney, monthlyPrice: maybeZeroMoney });

const seasonalRuleArb = fc.record({
  name: fc.constantFrom('Winter', 'Summer', 'Rainy'),
  startDate: fc.oneof(monthDayArb, fc.constant('12-01')),
  endDate: fc.oneof(monthDayArb, fc.constant('02-28')),
  priceModifier: fc.integer({ min: 0, max: 300 }).map((p) => p / 100),
  isActive: fc.boolean(),
});

const specialDateArb = fc.record({
  date: dateInWindow,
  price: money,
  name: fc.constantFrom('New Year', 'Christmas', 'Festival'),
  isActive: fc.boolean(),
});

const stayDiscountArb = fc.record({
  minNights: fc.integer({ min: 1, max: 40 }),
  discountPercentage: fc.integer({ min: 0, max: 200 }).map((p) => p / 2),
  isActive: fc.boolean(),
});

const villaArb = fc
  .record({
    basePrice: money,
    decimalPlaces: places,
    seasons: fc.array(villaSeasonArb, { maxLength: 4 }),
    seasonRates: fc.record({ low: seasonTypeRateArb, high: seasonTypeRateArb }, { requiredKeys: [] }),
    seasonalPricing: fc.array(seasonalRuleArb, { maxLength: 3 }),
    weekendMultiplier: fc.integer({ min: 50, max: 250 }).map((m) => m / 100),
    minimumNights: fc.integer({ min: 1, max: 4 }),
    lengthOfStayDiscounts: fc.array(stayDiscountArb, { maxLength: 4 }),
    specialDatePricing: fc.array(specialDateArb, { maxLength: 5 }),
    maxDiscount: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ basePrice, decimalPlaces, seasons, seasonRates, ...rules }): VillaPricing => ({
    villaId: 'villa-prop',
    basePrice,
    currency: 'XTS',
    decimalPlaces,
    seasons,
    seasonRates,
    rules,
  }));

const stayArb = fc.record({ checkIn: dateInWindow, nights: fc.integer({ min: 1, max: 45 }) });

// ---------------------------------------------------------------------------------------------
// Properties over any stay
// ---------------------------------------------------------------------------------------------

describe('quoteStay: invariants for any villa and stay', () => {
  it('for any stay, then totalPrice is exactly subtotal minus the applied discounts, nights match the nightly list, dates run consecutively from check-in, total is not negative and the discount is within maxDiscount', () => {
    fc.assert(
      fc.property(villaArb, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, ranges, { checkIn, nights }) => {
        const checkOut = addDays(checkIn, nights);
        const result = quoteStay(villa, ranges, checkIn, checkOut);
        const weekend = nightsOf(checkIn, checkOut).some(isWeekendNight);
        if (nights < villa.rules.minimumNights && weekend) {
          expect(result).toEqual({ ok: false, code: 'MIN_STAY', message: minStayMessage(villa.rules.minimumNights) });
          return;
        }
        const q = expectQuote(result);

        expect(new Decimal(q.subtotal).sub(sumAmounts(q)).eq(q.totalPrice)).toBe(true);
        expect(q.nights).toBe(nights);
        expect(q.nightly).toHaveLength(q.nights);
        q.nightly.forEach((night, i) => expect(night.date).toBe(addDays(checkIn, i)));
        expect(q.totalPrice).toBeGreaterThanOrEqual(0);
        expect(q.subtotal).toBeGreaterThanOrEqual(q.totalPrice);
        expect(q.discountPercentage).toBeGreaterThanOrEqual(0);
        expect(q.discountPercentage).toBeLessThanOrEqual(villa.rules.maxDiscount);
        expect(q.pricingType).toBe(pricingTypeFor(nights));
        expect(q.appliedDiscounts.length > 0).toBe(q.discountPercentage > 0);
        for (const d of q.appliedDiscounts) {
          expect(d.discountPercentage).toBe(q.discountPercentage);
          expect(d.amount).toBeGreaterThanOrEqual(0);
        }
        for (const figure of [q.subtotal, q.totalPrice, q.averageNightlyRate, ...q.appliedDiscounts.map((d) => d.amount)]) {
          expect(new Decimal(figure).decimalPlaces()).toBeLessThanOrEqual(villa.decimalPlaces);
        }
        expect(q.averageNightlyRate).toBe(round(new Decimal(q.totalPrice).div(nights), villa.decimalPlaces));
        expect(q.pricePerNight).toBe(round(new Decimal(q.totalPrice).div(nights), 0));
        expect(q).toMatchObject({ villaId: 'villa-prop', currency: 'XTS', checkIn, checkOut });
      }),
      { numRuns: 500 },
    );
  });

  it("for any stay, then stayTotals (what search cards show) gives exactly quoteStay's figures, or its refusal", () => {
    fc.assert(
      fc.property(villaArb, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, ranges, { checkIn, nights }) => {
        const checkOut = addDays(checkIn, nights);
        const pricer = new NightPricer(villa, ranges);
        const full = quoteStay(villa, ranges, checkIn, checkOut, pricer);
        const totals = stayTotals(villa, checkIn, checkOut, pricer);
        if (!full.ok) {
          expect(totals).toEqual(full);
          return;
        }
        const { nights: n, pricingType, cleaningFee, totalPrice, averageNightlyRate } = full.quote;
        expect(totals).toEqual({ ok: true, totals: { nights: n, pricingType, cleaningFee, totalPrice, averageNightlyRate } });
      }),
      { numRuns: 500 },
    );
  });

  it("for any stay at prices with many decimals, large prices and cleaning fees, then stayTotals' integer path gives exactly quoteStay's figures where it answers, and answers most stays", () => {
    // Amounts of 0 to 7 decimals (7: not a whole number of millionths, left to decimal.js), up to
    // 20 million a night (past the integer path's bound), percentages of up to 3 decimals.
    const oddMoney = fc
      .tuple(fc.integer({ min: 0, max: 7 }), fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 2_000_000_000 })))
      .map(([decimals, digits]) => Number(new Decimal(digits).div(10 ** Math.min(decimals, 3)).toFixed(Math.min(decimals, 3))) + (decimals === 7 ? 1e-7 : 0));
    const oddVilla = fc
      .tuple(
        villaArb,
        oddMoney,
        oddMoney,
        fc.integer({ min: 0, max: 6 }),
        fc.array(
          fc.integer({ min: 1, max: 100_000 }).map((p) => p / 1000),
          { maxLength: 3 },
        ),
      )
      .map(([villa, basePrice, cleaningFee, decimalPlaces, percentages]): VillaPricing => ({
        ...villa,
        basePrice,
        cleaningFee,
        decimalPlaces,
        rules: {
          ...villa.rules,
          lengthOfStayDiscounts: [...villa.rules.lengthOfStayDiscounts, ...percentages.map((discountPercentage, i) => ({ minNights: 2 + i * 5, discountPercentage, isActive: true }))],
        },
      }));
    let answered = 0;
    let runs = 0;
    fc.assert(
      fc.property(oddVilla, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, ranges, { checkIn, nights }) => {
        runs++;
        const checkOut = addDays(checkIn, nights);
        const pricer = new NightPricer(villa, ranges);
        const full = quoteStay(villa, ranges, checkIn, checkOut, pricer, { enforceMinimumStay: false });
        const inUnits = totalsInUnits(pricer, nightsOf(checkIn, checkOut));
        if (!full.ok) throw new Error(full.message);
        const { nights: n, pricingType, cleaningFee, totalPrice, averageNightlyRate } = full.quote;
        if (inUnits) {
          answered++;
          expect(inUnits).toEqual({ nights: n, pricingType, cleaningFee, totalPrice, averageNightlyRate });
        }
        expect(stayTotals(villa, checkIn, checkOut, pricer, { enforceMinimumStay: false })).toEqual({ ok: true, totals: { nights: n, pricingType, cleaningFee, totalPrice, averageNightlyRate } });
      }),
      { numRuns: 1000 },
    );
    expect(answered / runs).toBeGreaterThan(0.3);
  });

  it("for any villa, stay, neighbours and rule enforcement, then quoteStay (integers where they are exact) gives exactly the decimal path's quote, and integers answer most stays", () => {
    const withOdd = fc
      .tuple(villaArb, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 9_000_000 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 40 }))
      .map(([villa, decimals, fee, decimalPlaces, gap]): VillaPricing => ({
        ...villa,
        basePrice: decimals === 3 ? Number(villa.basePrice) + 1e-7 : villa.basePrice,
        cleaningFee: fee / 10 ** decimals,
        decimalPlaces,
        rules: { ...villa.rules, gapFill: { enabled: gap > 0, minGapNights: 1, discountPercentage: gap / 2 } },
      }));
    const neighbours = fc.record({ around: fc.array(fc.tuple(fc.integer({ min: -10, max: 130 }), fc.integer({ min: 1, max: 6 })), { maxLength: 3 }), touching: fc.boolean() });
    let integers = 0;
    let runs = 0;
    fc.assert(
      fc.property(withOdd, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, neighbours, fc.boolean(), (villa, ranges, { checkIn, nights }, { around, touching }, enforceMinimumStay) => {
        runs++;
        const checkOut = addDays(checkIn, nights);
        // Half the stays fill a gap exactly (a stay ending on check-in, one starting on check-out).
        const occupied = touching
          ? [
              { checkIn: addDays(checkIn, -3), checkOut: checkIn },
              { checkIn: checkOut, checkOut: addDays(checkOut, 2) },
            ]
          : around.map(([start, length]) => ({ checkIn: addDays(WINDOW, start), checkOut: addDays(WINDOW, start + length) }));
        const pricer = new NightPricer(villa, ranges);
        const decimals = quoteInDecimals(villa, checkIn, checkOut, new NightPricer(villa, ranges), { enforceMinimumStay, occupied });
        expect(quoteStay(villa, ranges, checkIn, checkOut, pricer, { enforceMinimumStay, occupied })).toEqual(decimals);
        if (decimals.ok && totalsInUnits(pricer, nightsOf(checkIn, checkOut))) integers++;
      }),
      { numRuns: 1500 },
    );
    expect(integers / runs).toBeGreaterThan(0.3);
  });

  it('when a stay costs a billion or more, then the integer path leaves it to decimal.js, which gives the same figures as quoteStay', () => {
    const villa = villaWith({ basePrice: 9_999_999.123456, rules: { minimumNights: 1 } });
    const pricer = new NightPricer(villa, []);
    const checkOut = addDays(WINDOW, 150);
    expect(totalsInUnits(pricer, nightsOf(WINDOW, checkOut))).toBeUndefined();
    expect(totalsInUnits(pricer, nightsOf(WINDOW, addDays(WINDOW, 90)))).toBeDefined();
    const full = expectQuote(quoteStay(villa, [], WINDOW, checkOut, pricer));
    expect(stayTotals(villa, WINDOW, checkOut, pricer)).toEqual({
      ok: true,
      totals: { nights: 150, pricingType: 'Monthly', cleaningFee: 0, totalPrice: full.totalPrice, averageNightlyRate: full.averageNightlyRate },
    });
  });

  it('for any stay, then every night, the subtotal, the discount and the total agree with a night-by-night reference model rounded once', () => {
    fc.assert(
      fc.property(villaArb, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, ranges, { checkIn, nights }) => {
        const noMinimum: VillaPricing = { ...villa, rules: { ...villa.rules, minimumNights: 1 } };
        const checkOut = addDays(checkIn, nights);
        const q = quote(noMinimum, checkIn, checkOut, ranges);
        const tier = pricingTypeFor(nights);
        const places = villa.decimalPlaces;

        const reference = nightsOf(checkIn, checkOut).map((date) => referenceNight(noMinimum, ranges, date, tier));
        reference.forEach((night, i) => {
          expect(q.nightly[i]?.source).toBe(night.source);
          expect(q.nightly[i]?.price).toBe(round(night.price, places));
        });
        const exactSum = reference.reduce((acc, n) => acc.add(n.price), new Decimal(0));
        const baseSum = reference.filter((n) => n.source === 'base').reduce((acc, n) => acc.add(n.price), new Decimal(0));
        const percentage = baseSum.gt(0) ? referenceDiscountPercentage(nights, villa.rules) : 0;
        const exactDiscount = baseSum.mul(percentage).div(100);

        expect(q.subtotal).toBe(round(exactSum, places));
        expect(q.discountPercentage).toBe(percentage);
        expect(q.totalPrice).toBe(round(exactSum.sub(exactDiscount), places));
        // The shown discount differs from the exactly rounded discount by at most one unit of the last place.
        const unit = new Decimal(10).pow(-places);
        expect(sumAmounts(q).sub(round(exactDiscount, places)).abs().lte(unit)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("for any stay, then an active special date on a night always sets that night's price, whatever seasons, rules or weekend say", () => {
    fc.assert(
      fc.property(villaArb, stayArb, fc.integer({ min: 0, max: 44 }), money, (villa, { checkIn, nights }, at, price) => {
        const date = addDays(checkIn, at % nights);
        const special: SpecialDate = { date, price, name: 'Full moon', isActive: true };
        const withSpecial: VillaPricing = {
          ...villa,
          rules: { ...villa.rules, minimumNights: 1, specialDatePricing: [special, ...villa.rules.specialDatePricing] },
        };
        const q = quote(withSpecial, checkIn, addDays(checkIn, nights));
        expect(q.nightly[at % nights]).toEqual({ date, price: round(price, villa.decimalPlaces), source: 'special' });
      }),
      { numRuns: 300 },
    );
  });

  it('when the same NightPricer is reused for many quotes, then each quote is the same as with a fresh pricer', () => {
    fc.assert(
      fc.property(villaArb, fc.array(seasonRangeArb, { maxLength: 3 }), fc.array(stayArb, { minLength: 1, maxLength: 4 }), (villa, ranges, stays) => {
        const pricer = new NightPricer(villa, ranges);
        for (const { checkIn, nights } of stays) {
          const checkOut = addDays(checkIn, nights);
          expect(quoteStay(villa, ranges, checkIn, checkOut, pricer)).toEqual(quoteStay(villa, ranges, checkIn, checkOut));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('quoteStay: money as the database gives it', () => {
  /** numeric(14,4) text, as Postgres sends it: "1234.5000". */
  const asText = (value: MoneyValue): string => new Decimal(value).toFixed(4);
  const rateAsText = (rate: SeasonTypeRate): SeasonTypeRate => ({ dailyPrice: asText(rate.dailyPrice), weeklyPrice: asText(rate.weeklyPrice), monthlyPrice: asText(rate.monthlyPrice) });

  it('for any villa and stay, then prices given as exact decimal text quote exactly as the same prices given as numbers', () => {
    fc.assert(
      fc.property(villaArb, money, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, cleaningFee, ranges, { checkIn, nights }) => {
        const numbers: VillaPricing = { ...villa, cleaningFee };
        const text: VillaPricing = {
          ...numbers,
          basePrice: asText(villa.basePrice),
          cleaningFee: asText(cleaningFee),
          seasons: villa.seasons.map((s) => ({ ...s, ...rateAsText(s) })),
          seasonRates: Object.fromEntries(Object.entries(villa.seasonRates).map(([type, rate]) => [type, rateAsText(rate)])),
        };
        const checkOut = addDays(checkIn, nights);
        expect(quoteStay(text, ranges, checkIn, checkOut)).toEqual(quoteStay(numbers, ranges, checkIn, checkOut));
        const nightDates = nightsOf(checkIn, checkOut);
        expect(new NightPricer(text, ranges).approxAverageNightly(nightDates)).toBe(new NightPricer(numbers, ranges).approxAverageNightly(nightDates));
        expect(pricingSummary(text)).toEqual(pricingSummary(numbers));
      }),
      { numRuns: 200 },
    );
  });
});

describe('quoteStay: the cleaning fee (total price first)', () => {
  const withFee = fc.tuple(villaArb, money).map(([villa, cleaningFee]): VillaPricing => ({ ...villa, cleaningFee, rules: { ...villa.rules, minimumNights: 1 } }));

  it('for any stay, then total = sum of nights - discount + cleaning fee, and the fee is never discounted', () => {
    fc.assert(
      fc.property(withFee, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, ranges, { checkIn, nights }) => {
        const checkOut = addDays(checkIn, nights);
        const q = quote(villa, checkIn, checkOut, ranges);
        const { cleaningFee: _fee, ...noFeeVilla } = villa;
        const without = quote(noFeeVilla, checkIn, checkOut, ranges);
        const fee = round(villa.cleaningFee!, villa.decimalPlaces);

        expect(q.cleaningFee).toBe(fee);
        expect(new Decimal(q.subtotal).sub(sumAmounts(q)).add(q.cleaningFee).eq(q.totalPrice)).toBe(true);
        // The same nights, the same discount: the fee adds exactly itself, once per stay.
        expect(q.subtotal).toBe(without.subtotal);
        expect(q.discountPercentage).toBe(without.discountPercentage);
        expect(q.appliedDiscounts).toEqual(without.appliedDiscounts);
        expect(new Decimal(q.totalPrice).sub(without.totalPrice).eq(fee)).toBe(true);
        expect(without.cleaningFee).toBe(0);
        expect(q.averageNightlyRate).toBe(round(new Decimal(q.totalPrice).div(nights), villa.decimalPlaces));
      }),
      { numRuns: 400 },
    );
  });

  it('for any stay, then the search ranking average includes the fee like the exact quote does', () => {
    fc.assert(
      fc.property(withFee, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, ranges, { checkIn, nights }) => {
        const checkOut = addDays(checkIn, nights);
        const exact = quote(villa, checkIn, checkOut, ranges).averageNightlyRate;
        const approx = new NightPricer(villa, ranges).approxAverageNightly(nightsOf(checkIn, checkOut));
        expect(Math.abs(approx - exact)).toBeLessThanOrEqual(2 * 10 ** -villa.decimalPlaces + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('when a 7-night stay at 100 a night with 10% off has a 50 cleaning fee, then the total is 680 and the fee is its own figure', () => {
    const q = quote(villaWith({ cleaningFee: 50 }), MONDAY, addDays(MONDAY, 7));
    expect(q).toMatchObject({ subtotal: 700, discountPercentage: 10, cleaningFee: 50, totalPrice: 680 });
    expect(q.appliedDiscounts[0]?.amount).toBe(70);
  });
});

describe('the float path used to rank search results', () => {
  it('when a search ranks by the approximate average, then it agrees with the exact quote to within one unit of the last decimal', () => {
    fc.assert(
      fc.property(villaArb, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, ranges, { checkIn, nights }) => {
        const checkOut = addDays(checkIn, nights);
        const result = quoteStay(villa, ranges, checkIn, checkOut);
        fc.pre(result.ok);
        const exact = expectQuote(result).averageNightlyRate;
        const approx = new NightPricer(villa, ranges).approxAverageNightly(nightsOf(checkIn, checkOut));
        expect(Math.abs(approx - exact)).toBeLessThanOrEqual(10 ** -villa.decimalPlaces + 1e-9);
      }),
      { numRuns: 400 },
    );
  });

  it('for any villa and stay, then the approximate average lies within the bounds a price-sorted search skips villas by', () => {
    let tight = 0;
    const withFee = fc.tuple(villaArb, money).map(([villa, cleaningFee]): VillaPricing => ({ ...villa, cleaningFee }));
    fc.assert(
      fc.property(withFee, fc.array(seasonRangeArb, { maxLength: 3 }), stayArb, (villa, ranges, { checkIn, nights }) => {
        const pricer = new NightPricer(villa, ranges);
        const approx = pricer.approxAverageNightly(nightsOf(checkIn, addDays(checkIn, nights)));
        const { low, high } = pricer.approxAverageBounds(nights);
        expect(low).toBeLessThanOrEqual(approx);
        expect(high).toBeGreaterThanOrEqual(approx);
        if (approx - low < 1e-3 || high - approx < 1e-3) tight++;
      }),
      { numRuns: 1000 },
    );
    // Bounds that never come near the figure would skip nothing: most stays touch one of them.
    expect(tight).toBeGreaterThan(100);
  });
});

// ---------------------------------------------------------------------------------------------
// Length-of-stay tiers with no season and no rules
// ---------------------------------------------------------------------------------------------

describe('quoteStay: base price with the default rules', () => {
  const basePriceAt = places.chain((dp) => fc.integer({ min: 0, max: 10 ** (dp + 5) }).map((units) => ({ dp, base: Number(new Decimal(units).div(10 ** dp).toFixed(dp)) })));

  it('for any base price B, then 6 nights total 6B (Daily), 7 nights total 7 x B x 0.9 (Weekly) and 30 nights total 30 x B x 0.8 (Monthly), rounded to the currency decimals', () => {
    fc.assert(
      fc.property(basePriceAt, fc.integer({ min: 0, max: 365 }), ({ dp, base }, offset) => {
        const villa = villaWith({ basePrice: base, decimalPlaces: dp });
        const checkIn = addDays('2026-01-01', offset);
        const cases: [number, PricingType, Decimal][] = [
          [6, 'Daily', new Decimal(base).mul(6)],
          [7, 'Weekly', new Decimal(base).mul(7).mul(0.9)],
          [30, 'Monthly', new Decimal(base).mul(30).mul(0.8)],
        ];
        for (const [nights, pricingType, exactTotal] of cases) {
          const q = quote(villa, checkIn, addDays(checkIn, nights));
          expect(q.pricingType).toBe(pricingType);
          expect(q.subtotal).toBe(round(new Decimal(base).mul(nights), dp));
          expect(q.totalPrice).toBe(round(exactTotal, dp));
          expect(q.pricePerNight).toBe(round(new Decimal(q.totalPrice).div(nights), 0));
          expect(Number.isInteger(q.pricePerNight)).toBe(true);
          expect(q.nightly.every((n) => n.source === 'base' && n.price === round(base, dp))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('when a base price of 150 is booked for 6, 7, 29, 30 and 45 nights, then the totals are 900, 945, 3915, 3600 and 5400', () => {
    const villa = villaWith({ basePrice: 150 });
    const totals = [6, 7, 29, 30, 45].map((n) => quote(villa, MONDAY, addDays(MONDAY, n)));
    expect(totals.map((q) => q.totalPrice)).toEqual([900, 945, 3915, 3600, 5400]);
    expect(totals.map((q) => q.pricingType)).toEqual(['Daily', 'Weekly', 'Weekly', 'Monthly', 'Monthly']);
    expect(totals.map((q) => q.discountPercentage)).toEqual([0, 10, 10, 20, 20]);
    expect(totals[1]?.appliedDiscounts).toEqual([{ name: '7+ nights stay discount', discountPercentage: 10, amount: 105 }]);
    expect(totals[3]?.appliedDiscounts).toEqual([{ name: '30+ nights stay discount', discountPercentage: 20, amount: 900 }]);
  });

  it('when 7 x B x 0.9 lands exactly on a half cent, then the total rounds up like the spec formula and the discount absorbs the difference', () => {
    // 7 x 100.05 = 700.35; 10% = 70.035; 700.35 - 70.035 = 630.315 -> 630.32.
    const q = quote(villaWith({ basePrice: 100.05 }), MONDAY, addDays(MONDAY, 7));
    expect(q.subtotal).toBe(700.35);
    expect(q.totalPrice).toBe(630.32);
    expect(q.appliedDiscounts[0]?.amount).toBe(70.03);
  });

  it('when a 0-decimal currency has base 5 for 7 nights, then the total is round(31.5) = 32', () => {
    const q = quote(villaWith({ basePrice: 5, decimalPlaces: 0, currency: 'JPY' }), MONDAY, addDays(MONDAY, 7));
    expect(q.totalPrice).toBe(32);
    expect(q.subtotal - (q.appliedDiscounts[0]?.amount ?? 0)).toBe(32);
  });

  it('when a 3-night stay totals 250, then pricePerNight is the whole unit 83 and averageNightlyRate keeps the currency decimals 83.33', () => {
    const q = quote(villaWith({ basePrice: 83.33 }), MONDAY, addDays(MONDAY, 3));
    expect(q.totalPrice).toBe(249.99);
    expect(q.averageNightlyRate).toBe(83.33);
    expect(q.pricePerNight).toBe(83);
    const half = quote(villaWith({ basePrice: 82.5 }), MONDAY, addDays(MONDAY, 2));
    expect(half.pricePerNight).toBe(83);
  });

  it('when nights are 1, 6, 7, 29, 30 and 31, then pricingType is Daily, Daily, Weekly, Weekly, Monthly, Monthly', () => {
    expect([1, 6, 7, 29, 30, 31].map(pricingTypeFor)).toEqual(['Daily', 'Daily', 'Weekly', 'Weekly', 'Monthly', 'Monthly']);
  });
});

// ---------------------------------------------------------------------------------------------
// Seasons, ranges, rules, special dates
// ---------------------------------------------------------------------------------------------

describe('quoteStay: villa seasons', () => {
  const peak = season({ name: 'Peak', startDate: '2026-01-01', endDate: '2026-03-31', dailyPrice: 150, weeklyPrice: 900, monthlyPrice: 3000 });

  it('when a villa season has weeklyPrice 900 and a 7-night stay is inside it, then the total is exactly 900.00 with no further discount', () => {
    const q = quote(villaWith({ basePrice: 200, seasons: [peak] }), MONDAY, addDays(MONDAY, 7));
    expect(q.pricingType).toBe('Weekly');
    expect(q.subtotal).toBe(900);
    expect(q.totalPrice).toBe(900);
    expect(q.discountPercentage).toBe(0);
    expect(q.appliedDiscounts).toEqual([]);
    expect(q.nightly.every((n) => n.price === 128.57 && n.source === 'season:Peak')).toBe(true);
    expect(q.pricePerNight).toBe(129);
  });

  it('when a villa season has monthlyPrice 3000 and a 30-night stay is inside it, then the total is exactly 3000', () => {
    const q = quote(villaWith({ seasons: [peak] }), '2026-01-10', '2026-02-09');
    expect(q.pricingType).toBe('Monthly');
    expect(q.totalPrice).toBe(3000);
  });

  it('when a stay inside a season is under 7 nights, then each night costs the season dailyPrice', () => {
    const q = quote(villaWith({ seasons: [peak] }), MONDAY, addDays(MONDAY, 3));
    expect(q.nightly.map((n) => n.price)).toEqual([150, 150, 150]);
    expect(q.totalPrice).toBe(450);
  });

  it('when the season has no weekly or monthly price, then the weekly and monthly tiers fall back to the daily price', () => {
    const dailyOnly = season({ name: 'Daily only', startDate: '2026-01-01', endDate: '2026-03-31', dailyPrice: 120 });
    expect(quote(villaWith({ seasons: [dailyOnly] }), MONDAY, addDays(MONDAY, 7)).totalPrice).toBe(840);
    expect(quote(villaWith({ seasons: [dailyOnly] }), MONDAY, addDays(MONDAY, 30)).totalPrice).toBe(3600);
  });

  it('when the season end date is the night itself, then the season still applies (end inclusive)', () => {
    const q = quote(villaWith({ seasons: [peak] }), '2026-03-31', '2026-04-02');
    expect(q.nightly.map((n) => n.source)).toEqual(['season:Peak', 'base']);
  });

  it('when a season is inactive, then it is ignored', () => {
    const q = quote(villaWith({ seasons: [{ ...peak, active: false }] }), MONDAY, addDays(MONDAY, 2));
    expect(q.nightly.map((n) => n.source)).toEqual(['base', 'base']);
  });

  it('when two active seasons cover a night, then the one with the earliest start wins, then the lowest id', () => {
    const early = season({ id: 'z', name: 'Early', startDate: '2026-01-01', endDate: '2026-01-31', dailyPrice: 111 });
    const late = season({ id: 'a', name: 'Late', startDate: '2026-01-05', endDate: '2026-01-31', dailyPrice: 222 });
    const sameStartLowId = season({ id: 'a', name: 'LowId', startDate: '2026-01-01', endDate: '2026-01-31', dailyPrice: 333 });
    expect(quote(villaWith({ seasons: [late, early] }), MONDAY, addDays(MONDAY, 1)).nightly[0]?.source).toBe('season:Early');
    expect(quote(villaWith({ seasons: [early, sameStartLowId] }), MONDAY, addDays(MONDAY, 1)).nightly[0]?.source).toBe('season:LowId');
  });

  it('when a stay crosses a season boundary, then each night is priced by its own season and the total follows (not the check-in season)', () => {
    const stay = fc.record({
      boundaryOffset: fc.integer({ min: 0, max: 700 }),
      before: fc.integer({ min: 1, max: 30 }),
      after: fc.integer({ min: 1, max: 30 }),
      a: fc.record({ dailyPrice: positiveMoney, weeklyPrice: maybeZeroMoney, monthlyPrice: maybeZeroMoney }),
      b: fc.record({ dailyPrice: positiveMoney, weeklyPrice: maybeZeroMoney, monthlyPrice: maybeZeroMoney }),
      dp: places,
    });
    fc.assert(
      fc.property(stay, ({ boundaryOffset, before, after, a, b, dp }) => {
        const boundary = addDays('2026-01-01', boundaryOffset);
        const checkIn = addDays(boundary, -before);
        const checkOut = addDays(boundary, after);
        const first = season({ id: '1', name: 'A', startDate: addDays(checkIn, -10), endDate: addDays(boundary, -1), ...a });
        const second = season({ id: '2', name: 'B', startDate: boundary, endDate: addDays(checkOut, 10), ...b });
        const q = quote(villaWith({ basePrice: 1, decimalPlaces: dp, seasons: [second, first] }), checkIn, checkOut);
        const tier = pricingTypeFor(before + after);
        let exact = new Decimal(0);
        q.nightly.forEach((night, i) => {
          const own = i < before ? first : second;
          const rate = referenceTierRate(own, tier);
          exact = exact.add(rate);
          expect(night.source).toBe(`season:${own.name}`);
          expect(night.price).toBe(round(rate, dp));
        });
        expect(q.totalPrice).toBe(round(exact, dp));
        expect(q.discountPercentage).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('when a stay starts in a season and runs past its end, then the later nights go back to the base price and only those earn the stay discount', () => {
    // Season covers 2026-03-27..2026-03-31 at 300/night (daily price for a 7-night stay: no weekly price).
    const late = season({ name: 'Late', startDate: '2026-03-27', endDate: '2026-03-31', dailyPrice: 300 });
    const q = quote(villaWith({ basePrice: 100, seasons: [late] }), '2026-03-27', '2026-04-03');
    expect(q.nightly.map((n) => n.source)).toEqual(['season:Late', 'season:Late', 'season:Late', 'season:Late', 'season:Late', 'base', 'base']);
    expect(q.subtotal).toBe(1700);
    expect(q.appliedDiscounts).toEqual([{ name: '7+ nights stay discount', discountPercentage: 10, amount: 20 }]);
    expect(q.totalPrice).toBe(1680);
  });
});

describe('quoteStay: precedence of special dates, seasons, global ranges and base', () => {
  const night = '2026-01-06'; // a Tuesday
  const globalHigh = range({ id: 'g1', name: 'Global high', type: 'high', startDate: '2026-01-01', endDate: '2026-01-31' });
  const villaSeason = season({ name: 'Villa', startDate: '2026-01-01', endDate: '2026-01-31', dailyPrice: 200 });
  const special: SpecialDate = { date: night, price: 500, name: 'Festival', isActive: true };
  const highRates = { high: { dailyPrice: 300, weeklyPrice: 0, monthlyPrice: 0 } };
  const rule: SeasonalRule = { name: 'January', startDate: '01-01', endDate: '01-31', priceModifier: 2, isActive: true };

  function priceOn(villa: VillaPricing, ranges: SeasonRange[]): { price: number; source: string } {
    const n = quote(villa, night, addDays(night, 1), ranges).nightly[0];
    if (!n) throw new Error('no night');
    return { price: n.price, source: n.source };
  }

  it('when a night has a special date, a villa season, a global range and a rule, then the special date wins', () => {
    const villa = villaWith({ seasons: [villaSeason], seasonRates: highRates, rules: { specialDatePricing: [special], seasonalPricing: [rule] } });
    expect(priceOn(villa, [globalHigh])).toEqual({ price: 500, source: 'special' });
  });

  it('when the special date is inactive, then the villa season wins over the global range and the base', () => {
    const villa = villaWith({
      seasons: [villaSeason],
      seasonRates: highRates,
      rules: { specialDatePricing: [{ ...special, isActive: false }], seasonalPricing: [rule] },
    });
    expect(priceOn(villa, [globalHigh])).toEqual({ price: 200, source: 'season:Villa' });
  });

  it('when there is no villa season but the villa has rates for the global range type, then the range prices the night', () => {
    const villa = villaWith({ seasonRates: highRates, rules: { seasonalPricing: [rule] } });
    expect(priceOn(villa, [globalHigh])).toEqual({ price: 300, source: 'season:Global high' });
  });

  it('when the villa has no rate for the global range type, then it ignores that range and falls back to the base price with rules', () => {
    const lowOnly = { low: { dailyPrice: 50, weeklyPrice: 0, monthlyPrice: 0 } };
    const villa = villaWith({ basePrice: 100, seasonRates: lowOnly, rules: { seasonalPricing: [rule] } });
    expect(priceOn(villa, [globalHigh])).toEqual({ price: 200, source: 'base' });
    expect(priceOn(villaWith({ basePrice: 100 }), [globalHigh])).toEqual({ price: 100, source: 'base' });
  });

  it('when an ignored range starts first and a range of a type the villa prices covers the night too, then the priced range is used', () => {
    const lowRange = range({ id: 'g0', name: 'Global low', type: 'low', startDate: '2025-12-01', endDate: '2026-02-28' });
    const villa = villaWith({ seasonRates: highRates });
    expect(priceOn(villa, [lowRange, globalHigh])).toEqual({ price: 300, source: 'season:Global high' });
  });

  it('when a global range is inactive, then it is ignored', () => {
    const villa = villaWith({ seasonRates: highRates });
    expect(priceOn(villa, [{ ...globalHigh, active: false }])).toEqual({ price: 100, source: 'base' });
  });

  it('when nothing special applies, then the night costs the base price', () => {
    expect(priceOn(villaWith({ basePrice: 123.45 }), [])).toEqual({ price: 123.45, source: 'base' });
  });

  it('when the global range uses weekly rates for a 7-night stay, then each night is weeklyPrice / 7', () => {
    const villa = villaWith({ seasonRates: { high: { dailyPrice: 200, weeklyPrice: 1050, monthlyPrice: 0 } } });
    const q = quote(villa, MONDAY, addDays(MONDAY, 7), [globalHigh]);
    expect(q.nightly.every((n) => n.price === 150)).toBe(true);
    expect(q.totalPrice).toBe(1050);
  });
});

describe('quoteStay: seasonal multiplier rules', () => {
  const wrapping: SeasonalRule = { name: 'Winter', startDate: '12-01', endDate: '02-28', priceModifier: 1.5, isActive: true };
  const villa = villaWith({ basePrice: 100, rules: { seasonalPricing: [wrapping] } });

  it.each([
    ['2026-12-15', 150],
    ['2027-01-15', 150],
    ['2026-12-01', 150],
    ['2027-02-28', 150],
    ['2026-06-15', 100],
    ['2026-11-30', 100],
    ['2026-03-01', 100],
  ])('when a rule wraps the year end (12-01..02-28) and the night is %s, then the night costs %s', (date, price) => {
    // Weekend nights in these dates would not change anything: weekendMultiplier is 1.
    expect(quote(villa, date, addDays(date, 1)).nightly[0]).toEqual({ date, price, source: 'base' });
  });

  it('when a rule is inactive, then it does not apply', () => {
    const inactive = villaWith({ rules: { seasonalPricing: [{ ...wrapping, isActive: false }] } });
    expect(quote(inactive, '2026-12-15', '2026-12-16').nightly[0]?.price).toBe(100);
  });

  it('when two active rules cover a night, then the one with the earliest start applies', () => {
    const december: SeasonalRule = { name: 'December', startDate: '12-10', endDate: '12-20', priceModifier: 3, isActive: true };
    const both = villaWith({ rules: { seasonalPricing: [wrapping, december] } });
    // '12-01' < '12-10': the wrapping rule starts first.
    expect(quote(both, '2026-12-15', '2026-12-16').nightly[0]?.price).toBe(150);
  });

  it('for any rule and night, then the multiplier applies exactly when MM-DD falls in the (possibly wrapping) inclusive range', () => {
    fc.assert(
      fc.property(monthDayArb, monthDayArb, fc.integer({ min: 0, max: 730 }), (startDate, endDate, offset) => {
        const date = addDays('2026-01-01', offset);
        const rule: SeasonalRule = { name: 'R', startDate, endDate, priceModifier: 2, isActive: true };
        const md = monthDay(date);
        const inside = startDate <= endDate ? startDate <= md && md <= endDate : md >= startDate || md <= endDate;
        const q = quote(villaWith({ basePrice: 100, rules: { seasonalPricing: [rule] } }), date, addDays(date, 1));
        expect(q.nightly[0]?.price).toBe(inside ? 200 : 100);
      }),
      { numRuns: 300 },
    );
  });
});

describe('quoteStay: weekend multiplier', () => {
  // Wednesday 2026-01-07 to Monday 2026-01-12: Wed, Thu, Fri, Sat, Sun nights.
  const checkIn = '2026-01-07';
  const checkOut = '2026-01-12';

  it('when the stay is in the daily tier, then only Friday and Saturday nights are multiplied', () => {
    const q = quote(villaWith({ basePrice: 100, rules: { weekendMultiplier: 1.5 } }), checkIn, checkOut);
    expect(q.nightly.map((n) => n.price)).toEqual([100, 100, 150, 150, 100]);
    expect(q.totalPrice).toBe(600);
  });

  it('when the stay is 7 nights or more, then no night is multiplied', () => {
    const weekly = quote(villaWith({ basePrice: 100, rules: { weekendMultiplier: 1.5 } }), MONDAY, addDays(MONDAY, 7));
    expect(weekly.nightly.every((n) => n.price === 100)).toBe(true);
    const monthly = quote(villaWith({ basePrice: 100, rules: { weekendMultiplier: 1.5 } }), MONDAY, addDays(MONDAY, 30));
    expect(monthly.nightly.every((n) => n.price === 100)).toBe(true);
  });

  it('when a weekend night is a special date, then its price is not multiplied', () => {
    const friday = nightOn(checkIn, checkOut, 5);
    const villa = villaWith({
      basePrice: 100,
      rules: { weekendMultiplier: 2, specialDatePricing: [{ date: friday, price: 400, name: 'Gala', isActive: true }] },
    });
    expect(quote(villa, checkIn, checkOut).nightly.map((n) => n.price)).toEqual([100, 100, 400, 200, 100]);
  });

  it('when a weekend night is in a villa season or a rule, then the multiplier applies on top of that rate', () => {
    const saturday = nightOn(checkIn, checkOut, 6);
    const villa = villaWith({
      basePrice: 100,
      seasons: [season({ name: 'Sat', startDate: saturday, endDate: saturday, dailyPrice: 180 })],
      rules: { weekendMultiplier: 1.5, seasonalPricing: [{ name: 'Jan', startDate: '01-01', endDate: '01-31', priceModifier: 1.2, isActive: true }] },
    });
    expect(quote(villa, checkIn, checkOut).nightly.map((n) => n.price)).toEqual([120, 120, 180, 270, 120]);
  });

  it('for any daily-tier stay, then base nights cost base x multiplier on Friday and Saturday and base otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 100, max: 300 }), (offset, nights, m) => {
        const start = addDays('2026-01-01', offset);
        const multiplier = m / 100;
        const q = quote(villaWith({ basePrice: 80, rules: { weekendMultiplier: multiplier } }), start, addDays(start, nights));
        for (const n of q.nightly) {
          expect(n.price).toBe(isWeekendNight(n.date) ? round(new Decimal(80).mul(multiplier), 2) : 80);
        }
      }),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Stay discounts
// ---------------------------------------------------------------------------------------------

describe('stayDiscountFor', () => {
  const rules: LengthOfStayDiscount[] = [
    { minNights: 3, discountPercentage: 5, isActive: true },
    { minNights: 5, discountPercentage: 15, isActive: true },
    { minNights: 10, discountPercentage: 25, isActive: true },
  ];

  it('when several active rules qualify, then the highest percentage with minNights <= nights applies', () => {
    expect(stayDiscountFor(2, rules, 100)).toBeUndefined();
    expect(stayDiscountFor(3, rules, 100)).toEqual({ percentage: 5, minNights: 3 });
    expect(stayDiscountFor(7, rules, 100)).toEqual({ percentage: 15, minNights: 5 });
    expect(stayDiscountFor(10, rules, 100)).toEqual({ percentage: 25, minNights: 10 });
  });

  it('when a shorter-stay rule has a higher percentage than a longer one, then the highest percentage still wins', () => {
    const odd = [
      { minNights: 3, discountPercentage: 12, isActive: true },
      { minNights: 5, discountPercentage: 8, isActive: true },
    ];
    expect(stayDiscountFor(7, odd, 20)).toEqual({ percentage: 12, minNights: 3 });
  });

  it('when the best percentage exceeds maxDiscount, then it is capped at maxDiscount', () => {
    expect(stayDiscountFor(7, [{ minNights: 7, discountPercentage: 50, isActive: true }], 20)?.percentage).toBe(20);
    expect(stayDiscountFor(7, [{ minNights: 7, discountPercentage: 50, isActive: true }], 0)).toBeUndefined();
  });

  it('when the list is empty, then it behaves as {7 nights: 10%, 30 nights: 20%}', () => {
    expect(stayDiscountFor(6, [], 20)).toBeUndefined();
    expect(stayDiscountFor(7, [], 20)).toEqual({ percentage: 10, minNights: 7 });
    expect(stayDiscountFor(29, [], 20)).toEqual({ percentage: 10, minNights: 7 });
    expect(stayDiscountFor(30, [], 20)).toEqual({ percentage: 20, minNights: 30 });
    expect(stayDiscountFor(30, [], 15)).toEqual({ percentage: 15, minNights: 30 });
  });

  it('when every rule in the list is inactive, then there is no discount (not the defaults)', () => {
    const inactive = rules.map((r) => ({ ...r, isActive: false }));
    expect(stayDiscountFor(40, inactive, 100)).toBeUndefined();
  });

  it('when an inactive rule has the highest percentage, then it is skipped', () => {
    const mixed = [...rules, { minNights: 1, discountPercentage: 90, isActive: false }];
    expect(stayDiscountFor(10, mixed, 100)?.percentage).toBe(25);
  });

  it('for any list, nights and cap, then the result is the capped maximum of the qualifying active percentages', () => {
    fc.assert(
      fc.property(fc.array(stayDiscountArb, { maxLength: 6 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 100 }), (list, nights, maxDiscount) => {
        const expected = referenceDiscountPercentage(nights, { ...DEFAULT_PRICING_RULES, lengthOfStayDiscounts: list, maxDiscount });
        const result = stayDiscountFor(nights, list, maxDiscount);
        expect(result?.percentage ?? 0).toBe(expected);
        if (result) expect(result.minNights).toBeLessThanOrEqual(nights);
      }),
      { numRuns: 300 },
    );
  });
});

describe('quoteStay: stay discounts', () => {
  it('when a 7-night stay has some season nights, then the discount is taken on the base nights only', () => {
    // Season covers the first 3 nights at 200; 4 base nights at 100 -> discount 10% of 400.
    const villa = villaWith({ basePrice: 100, seasons: [season({ name: 'S', startDate: MONDAY, endDate: addDays(MONDAY, 2), dailyPrice: 200 })] });
    const q = quote(villa, MONDAY, addDays(MONDAY, 7));
    expect(q.subtotal).toBe(1000);
    expect(q.appliedDiscounts).toEqual([{ name: '7+ nights stay discount', discountPercentage: 10, amount: 40 }]);
    expect(q.totalPrice).toBe(960);
  });

  it('when every night is a special date or a season night, then there is no stay discount', () => {
    const villa = villaWith({ seasons: [season({ startDate: '2026-01-01', endDate: '2026-12-31', dailyPrice: 150 })] });
    const q = quote(villa, MONDAY, addDays(MONDAY, 30));
    expect(q.discountPercentage).toBe(0);
    expect(q.appliedDiscounts).toEqual([]);
    expect(q.totalPrice).toBe(4500);
  });

  it('when the villa has its own rules, then the highest qualifying one applies, capped at maxDiscount', () => {
    const own = [
      { minNights: 3, discountPercentage: 5, isActive: true },
      { minNights: 14, discountPercentage: 30, isActive: true },
    ];
    const villa = villaWith({ basePrice: 100, rules: { lengthOfStayDiscounts: own, maxDiscount: 25 } });
    expect(quote(villa, MONDAY, addDays(MONDAY, 3)).totalPrice).toBe(285);
    expect(quote(villa, MONDAY, addDays(MONDAY, 7)).totalPrice).toBe(665);
    const fortnight = quote(villa, MONDAY, addDays(MONDAY, 14));
    expect(fortnight.discountPercentage).toBe(25);
    expect(fortnight.appliedDiscounts[0]?.name).toBe('14+ nights stay discount');
    expect(fortnight.totalPrice).toBe(1050);
  });

  it('when all the villa rules are inactive, then a 30-night stay has no discount', () => {
    const villa = villaWith({ basePrice: 100, rules: { lengthOfStayDiscounts: [{ minNights: 7, discountPercentage: 10, isActive: false }] } });
    const q = quote(villa, MONDAY, addDays(MONDAY, 30));
    expect(q.discountPercentage).toBe(0);
    expect(q.totalPrice).toBe(3000);
  });
});

// ---------------------------------------------------------------------------------------------
// Minimum stay
// ---------------------------------------------------------------------------------------------

describe('minimum stay with a weekend night', () => {
  const villa = villaWith({ rules: { minimumNights: 3 } });

  it('when minimumNights is 3 and a 2-night stay includes a Friday night, then it fails with MIN_STAY', () => {
    // Thursday 2026-01-08 to Saturday 2026-01-10: Thursday and Friday nights.
    const expected = { ok: false, code: 'MIN_STAY', message: 'Minimum stay is 3 nights for stays that include a weekend night' };
    expect(quoteStay(villa, [], '2026-01-08', '2026-01-10')).toEqual(expected);
    expect(checkMinimumStay(villa, '2026-01-08', '2026-01-10')).toEqual(expected);
    expect(MIN_STAY_CODE).toBe('MIN_STAY');
  });

  it('when a 1-night stay is a Saturday night, then it fails with MIN_STAY', () => {
    expect(quoteStay(villa, [], '2026-01-10', '2026-01-11')).toMatchObject({ ok: false, code: 'MIN_STAY' });
  });

  it('when minimumNights is 3 and a 2-night stay runs Monday to Wednesday, then it is quoted', () => {
    expect(checkMinimumStay(villa, '2026-01-05', '2026-01-07')).toBeUndefined();
    expect(quote(villa, '2026-01-05', '2026-01-07').nights).toBe(2);
  });

  it('when a short stay checks out on Friday or covers Sunday night only, then it has no weekend night and is quoted', () => {
    expect(quoteStay(villa, [], '2026-01-07', '2026-01-09').ok).toBe(true); // Wed, Thu nights
    expect(quoteStay(villa, [], '2026-01-11', '2026-01-13').ok).toBe(true); // Sun, Mon nights
  });

  it('when a weekend stay is at least minimumNights long, then it is quoted', () => {
    expect(quoteStay(villa, [], '2026-01-08', '2026-01-11').ok).toBe(true);
  });

  it('when check-out is not after check-in, then the stay is invalid', () => {
    expect(quoteStay(villa, [], '2026-01-08', '2026-01-08')).toMatchObject({ ok: false, code: 'INVALID_STAY' });
    expect(quoteStay(villa, [], '2026-01-08', '2026-01-01')).toMatchObject({ ok: false, code: 'INVALID_STAY' });
  });

  it('for any stay and minimum, then it fails with MIN_STAY exactly when it is shorter than the minimum and has a Friday or Saturday night', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 7 }), (offset, nights, minimumNights) => {
        const checkIn = addDays('2026-01-01', offset);
        const checkOut = addDays(checkIn, nights);
        const weekend = nightsOf(checkIn, checkOut).some(isWeekendNight);
        const result = quoteStay(villaWith({ rules: { minimumNights } }), [], checkIn, checkOut);
        if (nights < minimumNights && weekend) {
          expect(result).toEqual({ ok: false, code: 'MIN_STAY', message: `Minimum stay is ${minimumNights} nights for stays that include a weekend night` });
        } else {
          expect(result.ok).toBe(true);
          expect(daysBetween(checkIn, checkOut)).toBe(nights);
        }
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// currentPrice and pricingSummary
// ---------------------------------------------------------------------------------------------

describe('currentPrice', () => {
  it('when tonight is an ordinary weekday, then it is the base price', () => {
    expect(currentPrice(villaWith({ basePrice: 99.99 }), [], '2026-01-06')).toBe(99.99);
  });

  it('when tonight is a Friday, then the weekend multiplier applies (daily tier)', () => {
    expect(currentPrice(villaWith({ basePrice: 100, rules: { weekendMultiplier: 1.25 } }), [], '2026-01-09')).toBe(125);
  });

  it('when tonight is a special date, a villa season or a global range, then that rate is used', () => {
    const special = villaWith({ rules: { specialDatePricing: [{ date: '2026-01-06', price: 777, name: 'X', isActive: true }] } });
    expect(currentPrice(special, [], '2026-01-06')).toBe(777);
    const seasoned = villaWith({ seasons: [season({ startDate: '2026-01-01', endDate: '2026-01-31', dailyPrice: 210, weeklyPrice: 700 })] });
    expect(currentPrice(seasoned, [], '2026-01-06')).toBe(210);
    const ranged = villaWith({ seasonRates: { low: { dailyPrice: 60, weeklyPrice: 0, monthlyPrice: 0 } } });
    expect(currentPrice(ranged, [range({ type: 'low', startDate: '2026-01-01', endDate: '2026-01-31' })], '2026-01-06')).toBe(60);
  });

  it('when tonight falls in a seasonal rule, then the base price is multiplied and rounded to the currency decimals', () => {
    const villa = villaWith({ basePrice: 100, decimalPlaces: 0, rules: { seasonalPricing: [{ name: 'W', startDate: '12-01', endDate: '02-28', priceModifier: 1.335, isActive: true }] } });
    expect(currentPrice(villa, [], '2026-01-06')).toBe(134);
  });

  it('for any villa and night, then currentPrice is the 1-night daily quote of that night', () => {
    fc.assert(
      fc.property(villaArb, fc.array(seasonRangeArb, { maxLength: 3 }), dateInWindow, (villa, ranges, today) => {
        const noMinimum: VillaPricing = { ...villa, rules: { ...villa.rules, minimumNights: 1 } };
        expect(currentPrice(noMinimum, ranges, today)).toBe(quote(noMinimum, today, addDays(today, 1), ranges).nightly[0]?.price);
      }),
      { numRuns: 200 },
    );
  });
});

describe('pricingSummary', () => {
  it('when the villa has no seasons and no rules, then daily is the base, weekly is base x 7 x 0.9 and monthly base x 30 x 0.8, in every column', () => {
    const summary = pricingSummary(villaWith({ basePrice: 150 }));
    expect(summary).toEqual({
      daily: { from: 150, lowSeason: 150, highSeason: 150 },
      weekly: { from: 945, lowSeason: 945, highSeason: 945 },
      monthly: { from: 3600, lowSeason: 3600, highSeason: 3600 },
      hasSeasonalPricing: false,
    });
  });

  it('for any base price and currency decimals, then the base-derived figures are base, base x 7 x 0.9 and base x 30 x 0.8 rounded', () => {
    fc.assert(
      fc.property(money, places, (base, dp) => {
        const summary = pricingSummary(villaWith({ basePrice: base, decimalPlaces: dp }));
        const figures = [round(base, dp), round(new Decimal(base).mul(7).mul(0.9), dp), round(new Decimal(base).mul(30).mul(0.8), dp)];
        [summary.daily, summary.weekly, summary.monthly].forEach((tier, i) => {
          expect(tier).toEqual({ from: figures[i], lowSeason: figures[i], highSeason: figures[i] });
        });
        // The weekly and monthly figures are what a 7- and 30-night base-price stay actually totals.
        const villa = villaWith({ basePrice: base, decimalPlaces: dp });
        expect(summary.weekly.from).toBe(quote(villa, MONDAY, addDays(MONDAY, 7)).totalPrice);
        expect(summary.monthly.from).toBe(quote(villa, MONDAY, addDays(MONDAY, 30)).totalPrice);
      }),
      { numRuns: 300 },
    );
  });

  it('when the villa has its own stay discounts, then the base-derived weekly and monthly figures use them', () => {
    const villa = villaWith({ basePrice: 100, rules: { lengthOfStayDiscounts: [{ minNights: 5, discountPercentage: 15, isActive: true }] } });
    const summary = pricingSummary(villa);
    expect(summary.weekly.from).toBe(595);
    expect(summary.monthly.from).toBe(2550);
    const none = pricingSummary(villaWith({ basePrice: 100, rules: { lengthOfStayDiscounts: [{ minNights: 5, discountPercentage: 15, isActive: false }] } }));
    expect(none.weekly.from).toBe(700);
    expect(none.monthly.from).toBe(3000);
  });

  it('when the villa has low and high seasons, then those columns use the first active season of each type and from is the lowest figure', () => {
    const villa = villaWith({
      basePrice: 100,
      seasons: [
        season({ id: 'h2', type: 'high', startDate: '2026-12-01', endDate: '2026-12-31', dailyPrice: 999, active: true }),
        season({ id: 'h1', type: 'high', startDate: '2026-06-01', endDate: '2026-08-31', dailyPrice: 200 }),
        season({ id: 'l0', type: 'low', startDate: '2026-01-01', endDate: '2026-03-31', dailyPrice: 10, active: false }),
        season({ id: 'l1', type: 'low', startDate: '2026-04-01', endDate: '2026-05-31', dailyPrice: 80, weeklyPrice: 500, monthlyPrice: 1800 }),
      ],
    });
    expect(pricingSummary(villa)).toEqual({
      daily: { from: 80, lowSeason: 80, highSeason: 200 },
      weekly: { from: 500, lowSeason: 500, highSeason: 1400 },
      monthly: { from: 1800, lowSeason: 1800, highSeason: 6000 },
      hasSeasonalPricing: true,
    });
  });

  it('when only a high season exists, then the low-season column falls back to the base-derived figures', () => {
    const villa = villaWith({ basePrice: 100, seasons: [season({ type: 'high', startDate: '2026-06-01', endDate: '2026-08-31', dailyPrice: 250 })] });
    const summary = pricingSummary(villa);
    expect(summary.daily).toEqual({ from: 100, lowSeason: 100, highSeason: 250 });
    expect(summary.weekly).toEqual({ from: 630, lowSeason: 630, highSeason: 1750 });
    expect(summary.monthly).toEqual({ from: 2400, lowSeason: 2400, highSeason: 7500 });
  });

  it('when the villa only has per-season-type rates for global ranges, then hasSeasonalPricing is true', () => {
    expect(pricingSummary(villaWith({ seasonRates: { low: { dailyPrice: 1, weeklyPrice: 0, monthlyPrice: 0 } } })).hasSeasonalPricing).toBe(true);
  });

  it('for any villa, then from is never above the low- or high-season figure of its tier', () => {
    fc.assert(
      fc.property(villaArb, (villa) => {
        const summary = pricingSummary(villa);
        for (const tier of [summary.daily, summary.weekly, summary.monthly]) {
          expect(tier.from).toBeLessThanOrEqual(tier.lowSeason);
          expect(tier.from).toBeLessThanOrEqual(tier.highSeason);
          expect(tier.from).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("nightRate: the booking calendar's daily, weekly and monthly rate modes", () => {
  it("for any villa and night, then daily is the daily-tier price, and weekly and monthly are the night in a 7- or 30-night stay (tier rate, base nights less that stay's discount)", () => {
    fc.assert(
      fc.property(villaArb, fc.array(seasonRangeArb, { maxLength: 3 }), dateInWindow, (villa, ranges, date) => {
        const pricer = new NightPricer(villa, ranges);
        const expected = (tier: PricingType, nights: number) => {
          const night = referenceNight(villa, ranges, date, tier);
          const percentage = tier !== 'Daily' && night.source === 'base' ? referenceDiscountPercentage(nights, villa.rules) : 0;
          return round(night.price.mul(100 - percentage).div(100), villa.decimalPlaces);
        };
        expect(nightRate(pricer, date, 'daily')).toBe(expected('Daily', 1));
        expect(nightRate(pricer, date, 'weekly')).toBe(expected('Weekly', 7));
        expect(nightRate(pricer, date, 'monthly')).toBe(expected('Monthly', 30));
      }),
      { numRuns: 400 },
    );
  });

  it('for any villa, then a week of weekly rates (a month of monthly rates) adds up to the quote of that stay, within the rounding of each shown night', () => {
    fc.assert(
      fc.property(villaArb, fc.array(seasonRangeArb, { maxLength: 3 }), dateInWindow, fc.constantFrom(['weekly', 7] as const, ['monthly', 30] as const), (villa, ranges, checkIn, [mode, nights]) => {
        const pricer = new NightPricer(villa, ranges);
        const checkOut = addDays(checkIn, nights);
        const total = quote({ ...villa, rules: { ...villa.rules, minimumNights: 1 } }, checkIn, checkOut, ranges).totalPrice;
        const sum = nightsOf(checkIn, checkOut).reduce((acc, d) => acc.add(nightRate(pricer, d, mode)), new Decimal(0));
        // Each shown night is off by at most half a unit of the last decimal; the total by another half.
        const tolerance = new Decimal(10)
          .pow(-villa.decimalPlaces)
          .mul(nights + 1)
          .div(2);
        expect(sum.sub(total).abs().lte(tolerance), `${mode} ${checkIn}: ${sum.toString()} vs ${total}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('when the base is 100 with the default discounts and a weekend multiplier, then a Friday is 150 daily, 90 weekly and 80 monthly', () => {
    const villa = villaWith({ rules: { weekendMultiplier: 1.5 } });
    const pricer = new NightPricer(villa, []);
    const friday = '2026-01-09';
    expect([nightRate(pricer, friday, 'daily'), nightRate(pricer, friday, 'weekly'), nightRate(pricer, friday, 'monthly')]).toEqual([150, 90, 80]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween } from '../dates/dates.ts';
import { checkMinimumStay, quoteStay } from './pricing-engine.ts';
import { DEFAULT_PRICING_RULES, type PricingRules, type StayRule, type VillaPricing } from './pricing-types.ts';
import { checkInDayRefusal, checkOutDayRefusal, checkStayRules, fillsGap, weekdayList, type OccupiedRange } from './stay-rules.ts';

function villaWith(rules: Partial<PricingRules>): VillaPricing {
  return { villaId: 'v1', basePrice: 100, currency: 'USD', decimalPlaces: 2, seasons: [], seasonRates: {}, rules: { ...DEFAULT_PRICING_RULES, ...rules } };
}

function stayRule(overrides: Partial<StayRule> = {}): StayRule {
  return {
    name: 'High season',
    startDate: '2026-12-01',
    endDate: '2027-01-31',
    minimumNights: 1,
    checkInDays: [0, 1, 2, 3, 4, 5, 6],
    checkOutDays: [0, 1, 2, 3, 4, 5, 6],
    isActive: true,
    ...overrides,
  };
}

const SATURDAY = '2026-12-05';

const dayArb = fc.integer({ min: 0, max: 800 }).map((offset) => addDays('2026-01-01', offset));
const weekdaysArb = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });
const stayRuleArb = fc
  .record({
    start: dayArb,
    length: fc.integer({ min: 0, max: 120 }),
    minimumNights: fc.integer({ min: 1, max: 14 }),
    checkInDays: weekdaysArb,
    checkOutDays: weekdaysArb,
    isActive: fc.boolean(),
  })
  .map(({ start, length, ...rest }): StayRule => ({ name: 'Period', startDate: start, endDate: addDays(start, length), ...rest }));
const rulesArb = fc.record({
  minimumNights: fc.integer({ min: 1, max: 14 }),
  stayRules: fc.array(stayRuleArb, { maxLength: 4 }),
  gapFill: fc.record({ enabled: fc.boolean(), minGapNights: fc.integer({ min: 1, max: 5 }), discountPercentage: fc.integer({ min: 0, max: 50 }) }),
});

describe('gap nights', () => {
  const before: OccupiedRange = { checkIn: '2026-03-01', checkOut: '2026-03-06' };
  const after: OccupiedRange = { checkIn: '2026-03-08', checkOut: '2026-03-12' };
  const gapVilla = (enabled: boolean, discountPercentage = 0) =>
    villaWith({
      minimumNights: 3,
      stayRules: [stayRule({ startDate: '2026-03-01', endDate: '2026-03-31', minimumNights: 5, name: 'March' })],
      gapFill: { enabled, minGapNights: 2, discountPercentage },
    });

  it('when fill gaps is off, then a 2-night gap between two bookings is refused for the minimum stay', () => {
    expect(checkMinimumStay(gapVilla(false), '2026-03-06', '2026-03-08', [before, after])).toEqual({ ok: false, code: 'MIN_STAY', message: 'Minimum stay is 5 nights for check-in in March' });
  });

  it('when fill gaps is on, then the stay filling the 2-night gap exactly is quoted at the gap discount', () => {
    const result = quoteStay(gapVilla(true, 15), [], '2026-03-06', '2026-03-08', undefined, { occupied: [before, after] });
    expect(result).toMatchObject({ ok: true, quote: { subtotal: 200, totalPrice: 170, appliedDiscounts: [{ name: 'Gap night discount', discountPercentage: 15, amount: 30 }] } });
  });

  it('when fill gaps is on but the stay leaves a night of the gap free, then it is still refused', () => {
    expect(checkMinimumStay(gapVilla(true), '2026-03-06', '2026-03-07', [before, after])).toMatchObject({ ok: false, code: 'MIN_STAY' });
  });

  it('when the gap is shorter than the minimum gap length, then it is not sold', () => {
    const oneNightGap: OccupiedRange = { checkIn: '2026-03-07', checkOut: '2026-03-09' };
    expect(fillsGap(gapVilla(true).rules, '2026-03-06', '2026-03-07', [before, oneNightGap])).toBe(false);
  });

  it('when a stay is long enough anyway, then it takes no gap discount', () => {
    const villa = villaWith({ gapFill: { enabled: true, minGapNights: 1, discountPercentage: 20 } });
    const result = quoteStay(villa, [], '2026-03-06', '2026-03-08', undefined, { occupied: [before, after] });
    expect(result).toMatchObject({ ok: true, quote: { totalPrice: 200, appliedDiscounts: [] } });
  });

  it('for any rules and gap, a stay that fills a gap exactly is never refused for minimum stay when fill-gaps is on', () => {
    fc.assert(
      fc.property(rulesArb, dayArb, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (rules, gapStart, gapNights, beforeNights, afterNights) => {
        const gapEnd = addDays(gapStart, gapNights);
        const occupied = [
          { checkIn: addDays(gapStart, -beforeNights), checkOut: gapStart },
          { checkIn: gapEnd, checkOut: addDays(gapEnd, afterNights) },
        ];
        const on: PricingRules = { ...DEFAULT_PRICING_RULES, ...rules, gapFill: { ...rules.gapFill, enabled: true, minGapNights: Math.min(rules.gapFill.minGapNights, gapNights) } };
        const { violation } = checkStayRules(on, gapStart, gapEnd, occupied);
        expect(violation?.reason).not.toBe('min_stay');
        const quoted = quoteStay(villaWith(on), [], gapStart, gapEnd, undefined, { occupied });
        if (!quoted.ok) expect(quoted.code).not.toBe('MIN_STAY');
      }),
      { numRuns: 300 },
    );
  });
});

describe('arrival and departure days, minimum stay by date', () => {
  const saturdays = villaWith({ stayRules: [stayRule({ checkInDays: [6], checkOutDays: [6], minimumNights: 7 })] });

  it('when a high season allows Saturday check-ins only, then a Sunday check-in is refused naming the rule', () => {
    expect(checkMinimumStay(saturdays, '2026-12-06', '2026-12-19')).toEqual({ ok: false, code: 'CHECK_IN_DAY', message: 'Check-in on Saturdays only in High season' });
    expect(checkInDayRefusal(saturdays.rules, '2026-12-06')).toMatchObject({ field: 'checkIn', days: [6], rule: { name: 'High season' } });
  });

  it('when the check-out is not a Saturday, then it is refused on the check-out field', () => {
    expect(checkOutDayRefusal(saturdays.rules, '2026-12-13')).toMatchObject({ reason: 'check_out_day', field: 'checkOut', message: 'Check-out on Saturdays only in High season' });
    expect(quoteStay(saturdays, [], SATURDAY, '2026-12-13')).toMatchObject({ ok: false, code: 'CHECK_OUT_DAY' });
  });

  it('when a Saturday-to-Saturday week is asked for, then it is quoted; a shorter Saturday-to-Saturday stay cannot exist, and 14 nights are fine', () => {
    expect(quoteStay(saturdays, [], SATURDAY, '2026-12-12').ok).toBe(true);
    expect(quoteStay(saturdays, [], SATURDAY, '2026-12-19').ok).toBe(true);
  });

  it('when the period asks 7 nights, then a 6-night stay starting in it is refused with its minimum, whatever the weekend rule', () => {
    const villa = villaWith({ stayRules: [stayRule({ minimumNights: 7 })] });
    expect(checkMinimumStay(villa, '2026-12-07', '2026-12-13')).toEqual({ ok: false, code: 'MIN_STAY', message: 'Minimum stay is 7 nights for check-in in High season' });
    expect(checkMinimumStay(villa, '2026-11-23', '2026-11-24')).toBeUndefined();
  });

  it('when a short rule sits inside a long one, then the one that starts later decides its days', () => {
    const villa = villaWith({ stayRules: [stayRule({ checkInDays: [6] }), stayRule({ name: 'New Year', startDate: '2026-12-28', endDate: '2027-01-03', checkInDays: [1] })] });
    expect(checkInDayRefusal(villa.rules, '2026-12-28')).toBeUndefined();
    expect(checkInDayRefusal(villa.rules, '2026-12-26')).toBeUndefined();
    expect(checkInDayRefusal(villa.rules, '2027-01-02')?.message).toBe('Check-in on Mondays only in New Year');
  });

  it('when a rule is inactive, then it refuses nothing', () => {
    expect(checkInDayRefusal(villaWith({ stayRules: [stayRule({ checkInDays: [6], isActive: false })] }).rules, '2026-12-06')).toBeUndefined();
  });

  it('lists days Monday first with "or"', () => {
    expect(weekdayList([6, 5, 1])).toBe('Mondays, Fridays or Saturdays');
    expect(weekdayList([0])).toBe('Sundays');
  });

  it('for any rules and occupancy, a stay starting on a disallowed weekday is always refused', () => {
    fc.assert(
      fc.property(
        rulesArb,
        dayArb,
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.record({ at: fc.integer({ min: -40, max: 40 }), n: fc.integer({ min: 1, max: 10 }) }), { maxLength: 4 }),
        (rules, checkIn, nights, near) => {
          const all: PricingRules = { ...DEFAULT_PRICING_RULES, ...rules };
          const checkOut = addDays(checkIn, nights);
          const occupied = near.map(({ at, n }) => ({ checkIn: addDays(checkIn, at), checkOut: addDays(checkIn, at + n) }));
          const covering = rules.stayRules
            .filter((r) => r.isActive && r.startDate <= checkIn && checkIn <= r.endDate)
            .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
          const deciding = covering[covering.length - 1];
          fc.pre(deciding !== undefined && !deciding.checkInDays.includes(dayOfWeek(checkIn)));
          expect(checkStayRules(all, checkIn, checkOut, occupied).violation).toMatchObject({ reason: 'check_in_day', field: 'checkIn' });
          expect(quoteStay(villaWith(all), [], checkIn, checkOut, undefined, { occupied })).toMatchObject({ ok: false, code: 'CHECK_IN_DAY' });
        },
      ),
      { numRuns: 500 },
    );
    // 500 quotes through the whole engine: seconds on a busy machine.
  }, 30_000);

  it('for any rules, a stay at least as long as every minimum, from and to allowed days, is accepted', () => {
    fc.assert(
      fc.property(rulesArb, dayArb, fc.integer({ min: 1, max: 40 }), (rules, checkIn, nights) => {
        const all: PricingRules = { ...DEFAULT_PRICING_RULES, ...rules };
        const checkOut = addDays(checkIn, nights);
        fc.pre(!checkInDayRefusal(all, checkIn) && !checkOutDayRefusal(all, checkOut));
        fc.pre(daysBetween(checkIn, checkOut) >= Math.max(all.minimumNights, ...all.stayRules!.map((r) => r.minimumNights)));
        expect(checkStayRules(all, checkIn, checkOut).violation).toBeUndefined();
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES, type PricingRules } from '@islandstay/shared/pricing/pricing-types';
import { bookedNights, bookedRuns, nextSelection, stayRuleRefusal } from './selection.ts';

// June 2026: the 13th and the 20th are Saturdays.
const TODAY = '2026-06-10';
const saturdays: PricingRules = {
  ...DEFAULT_PRICING_RULES,
  stayRules: [{ name: 'High season', startDate: '2026-06-01', endDate: '2026-06-30', minimumNights: 7, checkInDays: [6], checkOutDays: [6], isActive: true }],
};

describe('booking step: stay rules in the date selection', () => {
  it('when a day is not an arrival day, then clicking it does not start a stay', () => {
    const none = new Set<string>();
    expect(stayRuleRefusal('2026-06-14', { checkIn: '', checkOut: '' }, none, saturdays)).toMatchObject({ reason: 'check_in_day' });
    expect(nextSelection({ checkIn: '', checkOut: '' }, '2026-06-14', none, TODAY, saturdays)).toEqual({ checkIn: '', checkOut: '' });
    expect(nextSelection({ checkIn: '', checkOut: '' }, '2026-06-13', none, TODAY, saturdays)).toEqual({ checkIn: '2026-06-13', checkOut: '' });
    expect(nextSelection({ checkIn: '2026-06-13', checkOut: '' }, '2026-06-19', none, TODAY, saturdays)).toEqual({ checkIn: '2026-06-13', checkOut: '' });
    expect(nextSelection({ checkIn: '2026-06-13', checkOut: '' }, '2026-06-20', none, TODAY, saturdays)).toEqual({ checkIn: '2026-06-13', checkOut: '2026-06-20' });
  });

  it('when fill gaps is on, then the check-out that fills a gap between two bookings is allowed below the minimum stay', () => {
    const booked = bookedNights([
      { checkIn: '2026-06-11', checkOut: '2026-06-13' },
      { checkIn: '2026-06-15', checkOut: '2026-06-17' },
    ]);
    expect(bookedRuns(booked)).toEqual([
      { checkIn: '2026-06-11', checkOut: '2026-06-13' },
      { checkIn: '2026-06-15', checkOut: '2026-06-17' },
    ]);
    const rules = (enabled: boolean): PricingRules => ({ ...DEFAULT_PRICING_RULES, minimumNights: 4, stayRules: [], gapFill: { enabled, minGapNights: 1, discountPercentage: 0 } });
    expect(stayRuleRefusal('2026-06-15', { checkIn: '2026-06-13', checkOut: '' }, booked, rules(true))).toBeUndefined();
    expect(stayRuleRefusal('2026-06-15', { checkIn: '2026-06-13', checkOut: '' }, booked, rules(false))).toMatchObject({ reason: 'min_stay', minimumNights: 4 });
  });
});

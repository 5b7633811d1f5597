import { addDays, daysBetween, isIsoDate, type IsoDate } from '@islandstay/shared/dates/dates';
import type { PricingRules } from '@islandstay/shared/pricing/pricing-types';
import { checkInDayRefusal, checkStayRules, type OccupiedRange, type StayRuleViolation } from '@islandstay/shared/pricing/stay-rules';

export interface Stay {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
}

export const NO_STAY: Stay = { checkIn: '', checkOut: '' };

/**
 * Every occupied night: a booking (or block) from check-in up to but not including check-out
 * (docs/product.md#availability-calendar), so its check-out day is free for the next guest's check-in.
 */
export function occupiedNights(ranges: readonly { checkIn: string; checkOut: string }[]): Set<IsoDate> {
  const nights = new Set<IsoDate>();
  for (const range of ranges) {
    const count = Math.min(daysBetween(range.checkIn, range.checkOut), 3660);
    for (let i = 0; i < count; i += 1) nights.add(addDays(range.checkIn, i));
  }
  return nights;
}

/** True when a stay from `checkIn` to `checkOut` (exclusive) would sleep through an occupied night. */
export function crossesOccupied(checkIn: IsoDate, checkOut: IsoDate, occupied: ReadonlySet<IsoDate>): boolean {
  for (let day = checkIn; day < checkOut; day = addDays(day, 1)) if (occupied.has(day)) return true;
  return false;
}

/**
 * The calendar's selection (docs/product.md#availability-calendar): the day picked first is the
 * check-in; the next pick ends the stay when it comes after that day with no taken night in
 * between. Any other pick, or a pick once both ends are chosen, begins a new stay at that day.
 */
export function nextStay(current: Stay, clicked: IsoDate, occupied: ReadonlySet<IsoDate>, stayRules?: StayRulesContext): Stay {
  if (current.checkIn && !current.checkOut && clicked > current.checkIn && !crossesOccupied(current.checkIn, clicked, occupied)) {
    if (!stayRules?.rules || !checkStayRules(stayRules.rules, current.checkIn, clicked, stayRules.ranges).violation) return { checkIn: current.checkIn, checkOut: clicked };
  }
  if (occupied.has(clicked)) return current;
  if (stayRules?.rules && checkInDayRefusal(stayRules.rules, clicked)) return current;
  return { checkIn: clicked, checkOut: '' };
}

/** The villa's stay rules (from its public pricing) and its occupied ranges (for gap nights). */
export interface StayRulesContext {
  rules: PricingRules | undefined;
  ranges: readonly OccupiedRange[];
}

/**
 * Why a day cannot be the next click: while a check-out is being chosen, why the stay from the
 * chosen check-in to that day breaks a stay rule (minimum stay unless it fills a gap, check-out
 * weekday); otherwise why no stay may start on it. The shared engine's answer, so the calendar
 * greys out exactly the days the API refuses.
 */
export function stayRuleRefusal(day: IsoDate, stay: Stay, occupied: ReadonlySet<IsoDate>, { rules, ranges }: StayRulesContext): StayRuleViolation | undefined {
  if (!rules) return undefined;
  if (stay.checkIn && !stay.checkOut && day > stay.checkIn && !crossesOccupied(stay.checkIn, day, occupied)) {
    return checkStayRules(rules, stay.checkIn, day, ranges).violation;
  }
  if (occupied.has(day)) return undefined;
  return checkInDayRefusal(rules, day);
}

/**
 * Whether a day can be clicked: not before today, and not an occupied night, except that the
 * first occupied night after a chosen check-in can still be the check-out day (that night is not
 * slept in).
 */
export function isSelectable(day: IsoDate, today: IsoDate, stay: Stay, occupied: ReadonlySet<IsoDate>): boolean {
  if (day < today) return false;
  if (!occupied.has(day)) return true;
  return Boolean(stay.checkIn && !stay.checkOut && day > stay.checkIn && !crossesOccupied(stay.checkIn, day, occupied));
}

/** A stay read from the URL: kept only when it is real dates, from today on, in order. */
export function parseStay(checkIn: string | null, checkOut: string | null, today: IsoDate): Stay {
  if (!checkIn || !isIsoDate(checkIn) || checkIn < today) return NO_STAY;
  if (!checkOut || !isIsoDate(checkOut) || checkOut <= checkIn) return { checkIn, checkOut: '' };
  return { checkIn, checkOut };
}

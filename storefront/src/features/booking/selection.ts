import { addDays, daysBetween, type IsoDate } from '@islandstay/shared/dates/dates';
import type { PricingRules } from '@islandstay/shared/pricing/pricing-types';
import { checkInDayRefusal, checkStayRules, type OccupiedRange, type StayRuleViolation } from '@islandstay/shared/pricing/stay-rules';

export interface StaySelection {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
}

/** Every night taken by a booking or block: check-in up to, not including, check-out. */
export function bookedNights(ranges: readonly OccupiedRange[]): Set<IsoDate> {
  const nights = new Set<IsoDate>();
  for (const range of ranges) {
    const count = Math.min(daysBetween(range.checkIn, range.checkOut), 1100);
    for (let i = 0; i < count; i += 1) nights.add(addDays(range.checkIn, i));
  }
  return nights;
}

/** Whether every night of [checkIn, checkOut) is free. */
export function nightsFree(checkIn: IsoDate, checkOut: IsoDate, booked: ReadonlySet<IsoDate>): boolean {
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) if (booked.has(night)) return false;
  return true;
}

/**
 * Whether `day` can be clicked: not before today, and either a free night (a check-in) or, while
 * a check-in waits for its check-out, a valid check-out (the day a booking starts can be the day
 * this guest leaves).
 */
export function isSelectable(day: IsoDate, selection: StaySelection, booked: ReadonlySet<IsoDate>, today: IsoDate): boolean {
  if (day < today) return false;
  if (!booked.has(day)) return true;
  const { checkIn, checkOut } = selection;
  return Boolean(checkIn && !checkOut && day > checkIn && nightsFree(checkIn, day, booked));
}

/**
 * docs/product.md#availability-calendar, calendar selection: the first click sets check-in; a later click sets check-out only
 * when it is after check-in and no booked night lies between, otherwise it starts again as a new
 * check-in; a click when both are set starts again. Past and booked days cannot be chosen.
 */
export function nextSelection(selection: StaySelection, day: IsoDate, booked: ReadonlySet<IsoDate>, today: IsoDate, rules?: PricingRules): StaySelection {
  if (!isSelectable(day, selection, booked, today) || stayRuleRefusal(day, selection, booked, rules)) return selection;
  const { checkIn, checkOut } = selection;
  if (checkIn && !checkOut && day > checkIn && nightsFree(checkIn, day, booked)) return { checkIn, checkOut: day };
  return booked.has(day) ? selection : { checkIn: day, checkOut: '' };
}

/**
 * The taken stretches as ranges (runs of booked nights): their ends are what tell whether a stay
 * exactly fills a gap. Back-to-back bookings merge into one run, which changes no gap.
 */
export function bookedRuns(booked: ReadonlySet<IsoDate>): { checkIn: IsoDate; checkOut: IsoDate }[] {
  const runs: { checkIn: IsoDate; checkOut: IsoDate }[] = [];
  for (const night of [...booked].sort()) {
    const last = runs[runs.length - 1];
    if (last && last.checkOut === night) last.checkOut = addDays(night, 1);
    else runs.push({ checkIn: night, checkOut: addDays(night, 1) });
  }
  return runs;
}

/**
 * Why the villa's stay rules refuse `day` as the next click (the shared engine's answer, as the
 * API gives it): as the check-out of the waiting check-in, or else as a check-in.
 */
export function stayRuleRefusal(day: IsoDate, selection: StaySelection, booked: ReadonlySet<IsoDate>, rules: PricingRules | undefined): StayRuleViolation | undefined {
  if (!rules) return undefined;
  const { checkIn, checkOut } = selection;
  if (checkIn && !checkOut && day > checkIn && nightsFree(checkIn, day, booked)) return checkStayRules(rules, checkIn, day, bookedRuns(booked)).violation;
  if (booked.has(day)) return undefined;
  return checkInDayRefusal(rules, day);
}

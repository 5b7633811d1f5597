import { dayOfWeek, daysBetween, isWeekendNight, nightsOf, type IsoDate } from '../dates/dates.ts';
import type { GapFill, PricingRules, StayRule } from './pricing-types.ts';

/**
 * The stay rules of one villa, by date and by gap: which days a stay may start and end on and how
 * long it must be. Part of the pricing engine: the quote, the booking and the storefront calendar
 * all ask these functions, so a day greyed out in the calendar is a day the API refuses.
 */

/** A stay or block that takes nights: `[checkIn, checkOut)`. */
export interface OccupiedRange {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export const STAY_RULE_REASONS = ['min_stay', 'check_in_day', 'check_out_day'] as const;
export type StayRuleReason = (typeof STAY_RULE_REASONS)[number];

/** Why a stay breaks a stay rule, with what a client needs to say it in its own language. */
export interface StayRuleViolation {
  reason: StayRuleReason;
  /** `MIN_STAY`, `CHECK_IN_DAY` or `CHECK_OUT_DAY`: the error code of the booking's 400. */
  code: 'MIN_STAY' | 'CHECK_IN_DAY' | 'CHECK_OUT_DAY';
  /** The request field at fault. */
  field: 'checkIn' | 'checkOut';
  message: string;
  /** The minimum that applies (min_stay). */
  minimumNights?: number;
  /** The allowed weekdays, 0 = Sunday (check_in_day, check_out_day). */
  days?: number[];
  /** The date rule that refuses the stay; absent for the villa-wide weekend minimum. */
  rule?: { name: string; startDate: IsoDate; endDate: IsoDate };
}

export const DEFAULT_GAP_FILL: GapFill = { enabled: false, minGapNights: 1, discountPercentage: 0 };
export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const DAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** "Saturdays", "Fridays or Saturdays", "Mondays, Fridays or Saturdays" (Monday first). */
export function weekdayList(days: readonly number[]): string {
  const names = [1, 2, 3, 4, 5, 6, 0].filter((d) => days.includes(d)).map((d) => DAY_NAMES[d]!);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export function minStayMessage(minimumNights: number): string {
  return `Minimum stay is ${minimumNights} nights for stays that include a weekend night`;
}

/**
 * The active date rule covering a day (dates inclusive); when several do, the one that starts
 * last wins (a short "Christmas" rule inside a long "High season" one), then the later in the list.
 */
export function stayRuleOn(rules: PricingRules, date: IsoDate): StayRule | undefined {
  let found: StayRule | undefined;
  for (const rule of rules.stayRules ?? []) {
    if (!rule.isActive || date < rule.startDate || date > rule.endDate) continue;
    if (!found || rule.startDate >= found.startDate) found = rule;
  }
  return found;
}

function ruleRef(rule: StayRule): StayRuleViolation['rule'] {
  return { name: rule.name, startDate: rule.startDate, endDate: rule.endDate };
}

function allowsEvery(days: readonly number[]): boolean {
  return ALL_WEEKDAYS.every((d) => days.includes(d));
}

/** Why no stay may start on this day (its weekday is not an arrival day of its period), or undefined. */
export function checkInDayRefusal(rules: PricingRules, date: IsoDate): StayRuleViolation | undefined {
  const rule = stayRuleOn(rules, date);
  if (!rule || allowsEvery(rule.checkInDays) || rule.checkInDays.includes(dayOfWeek(date))) return undefined;
  return {
    reason: 'check_in_day',
    code: 'CHECK_IN_DAY',
    field: 'checkIn',
    message: `Check-in on ${weekdayList(rule.checkInDays)} only in ${rule.name}`,
    days: [...rule.checkInDays].sort(),
    rule: ruleRef(rule),
  };
}

/** Why no stay may end on this day (its weekday is not a departure day of its period), or undefined. */
export function checkOutDayRefusal(rules: PricingRules, date: IsoDate): StayRuleViolation | undefined {
  const rule = stayRuleOn(rules, date);
  if (!rule || allowsEvery(rule.checkOutDays) || rule.checkOutDays.includes(dayOfWeek(date))) return undefined;
  return {
    reason: 'check_out_day',
    code: 'CHECK_OUT_DAY',
    field: 'checkOut',
    message: `Check-out on ${weekdayList(rule.checkOutDays)} only in ${rule.name}`,
    days: [...rule.checkOutDays].sort(),
    rule: ruleRef(rule),
  };
}

/**
 * True when the stay takes exactly the free nights between the end of one booking or block and
 * the start of the next (so nothing else could ever sell them) and the villa sells such gaps: fill
 * gaps on and the gap at least minGapNights long.
 */
export function fillsGap(rules: PricingRules, checkIn: IsoDate, checkOut: IsoDate, occupied: readonly OccupiedRange[]): boolean {
  const gap = rules.gapFill ?? DEFAULT_GAP_FILL;
  const nights = daysBetween(checkIn, checkOut);
  if (!gap.enabled || nights < 1 || nights < gap.minGapNights) return false;
  if (occupied.some((r) => r.checkIn < checkOut && checkIn < r.checkOut)) return false;
  return occupied.some((r) => r.checkOut === checkIn) && occupied.some((r) => r.checkIn === checkOut);
}

/**
 * The minimum-stay rule the stay breaks, ignoring gaps: the date rule of the check-in day (any
 * stay), then the villa's weekend minimum (stays with a Friday or Saturday night).
 */
export function minimumStayRefusal(rules: PricingRules, checkIn: IsoDate, checkOut: IsoDate): StayRuleViolation | undefined {
  const nights = daysBetween(checkIn, checkOut);
  const rule = stayRuleOn(rules, checkIn);
  if (rule && nights < rule.minimumNights) {
    return {
      reason: 'min_stay',
      code: 'MIN_STAY',
      field: 'checkOut',
      message: `Minimum stay is ${rule.minimumNights} nights for check-in in ${rule.name}`,
      minimumNights: rule.minimumNights,
      rule: ruleRef(rule),
    };
  }
  if (nights < rules.minimumNights && nightsOf(checkIn, checkOut).some(isWeekendNight)) {
    return { reason: 'min_stay', code: 'MIN_STAY', field: 'checkOut', message: minStayMessage(rules.minimumNights), minimumNights: rules.minimumNights };
  }
  return undefined;
}

export interface StayRuleCheck {
  violation?: StayRuleViolation;
  /** The stay is let in below its minimum only because it fills a gap: the gap discount applies. */
  gapFill: boolean;
}

/**
 * Every stay rule, in the order a guest fixes them: the check-in day, the check-out day, then the
 * minimum stay, which a stay that exactly fills a gap is spared when the villa fills gaps.
 * `occupied` is the villa's bookings and blocks (at least those touching the stay's two ends);
 * without it no stay counts as filling a gap.
 */
export function checkStayRules(rules: PricingRules, checkIn: IsoDate, checkOut: IsoDate, occupied: readonly OccupiedRange[] = []): StayRuleCheck {
  const violation = checkInDayRefusal(rules, checkIn) ?? checkOutDayRefusal(rules, checkOut);
  if (violation) return { violation, gapFill: false };
  const tooShort = minimumStayRefusal(rules, checkIn, checkOut);
  if (!tooShort) return { gapFill: false };
  if (fillsGap(rules, checkIn, checkOut, occupied)) return { gapFill: true };
  return { violation: tooShort, gapFill: false };
}

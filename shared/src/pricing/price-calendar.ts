import { roundMoneyNumber } from '../currency/currency.ts';
import { addDays, isWeekendNight, monthRange, type IsoDate } from '../dates/dates.ts';
import type { NightPricer } from './pricing-engine.ts';

export interface PriceCalendarDay {
  day: IsoDate;
  finalPrice: number;
  isWeekend: boolean;
  /** `season:<name>` | `special` | `base`, then `seasonal: x<m>` and `weekend: x<m>` when they apply; the part before a colon is the tag. */
  appliedRules: string[];
}

/**
 * A month of one villa's nightly prices in the daily tier with the rules that made each (the
 * pricing page's Price Preview). The back office computes it from unsaved rules; the server's
 * price-calendar route computes the same from the saved ones.
 */
export function priceCalendarMonth(pricer: NightPricer, year: number, month: number): PriceCalendarDay[] {
  const { first, last } = monthRange(year, month);
  const days: PriceCalendarDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const choice = pricer.choose(day, 'Daily');
    const appliedRules = [choice.source];
    if (choice.multiplier) appliedRules.push(`seasonal: x${choice.multiplier.approx}`);
    if (choice.weekend) appliedRules.push(`weekend: x${choice.weekend.approx}`);
    days.push({ day, finalPrice: roundMoneyNumber(pricer.priceNight(day, 'Daily').price, pricer.villa.decimalPlaces), isWeekend: isWeekendNight(day), appliedRules });
  }
  return days;
}

/** The tag of an applied rule: the part before its colon (docs/product.md#pricing-rules). */
export function ruleTag(rule: string): string {
  const at = rule.indexOf(':');
  return at === -1 ? rule : rule.slice(0, at);
}

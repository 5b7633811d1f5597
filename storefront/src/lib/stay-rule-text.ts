import type { TFunction } from 'i18next';
import type { StayRule } from '@islandstay/shared/pricing/pricing-types';
import type { StayRuleViolation } from '@islandstay/shared/pricing/stay-rules';
import { formatDate } from '@islandstay/web-common/lib/dates';

/** A Sunday (4 January 2026), to name weekdays through Intl in the visitor's language. */
const A_SUNDAY = Date.UTC(2026, 0, 4);
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** "Friday or Saturday" in the visitor's language; every day: the "any day" wording. */
export function weekdaysText(t: TFunction, language: string, days: readonly number[]): string {
  if (MONDAY_FIRST.every((d) => days.includes(d))) return t('stayRules.anyDay');
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const names = MONDAY_FIRST.filter((d) => days.includes(d)).map((d) => name.format(new Date(A_SUNDAY + d * 86_400_000)));
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
}

/** Why a stay rule refuses a stay or a day, as a sentence in the visitor's language. */
export function stayRuleText(t: TFunction, language: string, violation: Pick<StayRuleViolation, 'reason' | 'minimumNights' | 'days' | 'rule'>): string {
  const name = violation.rule?.name ?? '';
  if (violation.reason === 'check_in_day') return t('stayRules.checkInDay', { days: weekdaysText(t, language, violation.days ?? []), name });
  if (violation.reason === 'check_out_day') return t('stayRules.checkOutDay', { days: weekdaysText(t, language, violation.days ?? []), name });
  const count = violation.minimumNights ?? 1;
  return violation.rule ? t('stayRules.minStay', { count, name }) : t('villa.quote.reason.min_stay', { count });
}

/** One period's rules in a line: its dates, minimum stay and arrival and departure days. */
export function stayRuleSummary(t: TFunction, language: string, rule: StayRule): string {
  return t('stayRules.summary', {
    name: rule.name,
    from: formatDate(rule.startDate, language),
    to: formatDate(rule.endDate, language),
    count: rule.minimumNights,
    checkIn: weekdaysText(t, language, rule.checkInDays),
    checkOut: weekdaysText(t, language, rule.checkOutDays),
  });
}

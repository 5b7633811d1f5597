import { createContext, useContext, useMemo, useState } from 'react';
import { DayButton, DayPicker, getDefaultClassNames, type DayButtonProps, type DateRange } from 'react-day-picker';
import { th } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import type { PricingRules, RateMode } from '@islandstay/shared/pricing/pricing-types';
import { convert, type Currency } from '@islandstay/shared/currency/currency';
import { useMediaQuery } from '@islandstay/web-common/lib/use-media-query';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { isoToLocalDate, localDateToIso } from '@islandstay/web-common/lib/dates';
import { useMonthPrices } from '../../../lib/api/month-prices.ts';
import { stayRuleSummary, stayRuleText } from '../../../lib/stay-rule-text.ts';
import { isSelectable, nextSelection, stayRuleRefusal, type StaySelection } from '../selection.ts';
import styles from './booking-calendar.module.css';

interface BookingCalendarProps {
  villaId: string;
  villaCurrency: string;
  selection: StaySelection;
  booked: ReadonlySet<IsoDate>;
  today: IsoDate;
  rateMode: RateMode;
  onChange: (selection: StaySelection) => void;
  /** The villa's stay rules: days they refuse are greyed out, with the reason in their name. */
  rules?: PricingRules;
}

const defaultClassNames = getDefaultClassNames();

/** Prices under the day numbers come through context: a DayButton must keep one identity. */
const PriceContext = createContext<(day: IsoDate) => string | null>(() => null);

function PricedDayButton(props: DayButtonProps) {
  const priceOf = useContext(PriceContext);
  const price = props.modifiers.disabled ? null : priceOf(localDateToIso(props.day.date));
  return (
    <DayButton {...props}>
      <span className={styles.dayNumber}>{props.children}</span>
      {price && (
        <span className={styles.dayPrice} aria-hidden="true">
          {price}
        </span>
      )}
    </DayButton>
  );
}

function addMonth(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/** A short price for a day cell: converted to the visitor's currency, whole units, compact when large. */
function shortPrice(amount: number, from: Currency | undefined, to: Currency): string {
  const value = from ? convert(amount, from, to) : amount;
  const currency = from ? to : undefined;
  const number = new Intl.NumberFormat('en-US', { notation: value >= 10_000 ? 'compact' : 'standard', maximumFractionDigits: value >= 10_000 ? 1 : 0 }).format(value);
  if (!currency) return number;
  return currency.position === 'before' ? `${currency.symbol}${number}` : `${number}${currency.symbol}`;
}

/**
 * The stay picker (docs/product.md#booking-flow): past days and booked nights cannot be chosen (booked ones are struck
 * through and named "booked", never colour alone), a check-out may fall on the day a booking
 * starts, month navigation stops at this month, and each day shows its price in the chosen rate mode.
 */
export function BookingCalendar({ villaId, villaCurrency, selection, booked, today, rateMode, onChange, rules }: BookingCalendarProps) {
  const { t, i18n } = useTranslation();
  const { currency, currencies } = useCurrency();
  const wide = useMediaQuery('(min-width: 1000px)');
  const todayDate = isoToLocalDate(today);
  const firstMonth = new Date(todayDate.getFullYear(), todayDate.getMonth(), 1);
  const [month, setMonth] = useState<Date>(() => (selection.checkIn ? new Date(isoToLocalDate(selection.checkIn).getFullYear(), isoToLocalDate(selection.checkIn).getMonth(), 1) : firstMonth));
  const second = addMonth(month, 1);

  const pricesA = useMonthPrices(villaId, { year: month.getFullYear(), month: month.getMonth() + 1 }, rateMode);
  const pricesB = useMonthPrices(villaId, { year: second.getFullYear(), month: second.getMonth() + 1 }, rateMode);
  const from = currencies.find((c) => c.code === villaCurrency);
  const priceOf = useMemo(() => {
    const all = { ...pricesA, ...pricesB };
    return (day: IsoDate) => (all[day] === undefined ? null : shortPrice(all[day], from, currency));
  }, [pricesA, pricesB, from, currency]);

  const selected: DateRange | undefined = selection.checkIn ? { from: isoToLocalDate(selection.checkIn), to: selection.checkOut ? isoToLocalDate(selection.checkOut) : undefined } : undefined;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const refusalOf = (day: IsoDate) => (day >= today ? stayRuleRefusal(day, selection, booked, rules) : undefined);
  const periods = rules?.stayRules ?? [];

  return (
    <PriceContext.Provider value={priceOf}>
      <DayPicker
        mode="range"
        className={styles.calendar}
        classNames={{ day_button: `${defaultClassNames.day_button} ${styles.dayButton}` }}
        locale={i18n.language === 'th' ? th : undefined}
        numberOfMonths={wide ? 2 : 1}
        month={month}
        onMonthChange={(next) => setMonth(next < firstMonth ? firstMonth : next)}
        startMonth={firstMonth}
        selected={selected}
        excludeDisabled={false}
        disabled={(date: Date) => !isSelectable(localDateToIso(date), selection, booked, today) || refusalOf(localDateToIso(date)) !== undefined}
        modifiers={{
          booked: (date: Date) => booked.has(localDateToIso(date)),
          weekend: { dayOfWeek: [0, 6] },
          ruleRefused: (date: Date) => refusalOf(localDateToIso(date)) !== undefined,
        }}
        modifiersClassNames={{ booked: styles.booked ?? '', weekend: styles.weekend ?? '', ruleRefused: styles.ruleRefused ?? '' }}
        // The selection rules are the product's (docs/product.md#availability-calendar), not the picker's own: only the clicked day matters.
        onSelect={(_range, clicked) => onChange(nextSelection(selection, localDateToIso(clicked), booked, today, rules))}
        components={{ DayButton: PricedDayButton }}
        labels={{
          labelDayButton: (date, modifiers) => {
            const parts = [dateFormat.format(date)];
            const day = localDateToIso(date);
            if (modifiers.booked) parts.push(modifiers.disabled ? t('booking.calendar.booked') : t('booking.calendar.checkOutOnly'));
            else if (modifiers.disabled && day < today) parts.push(t('booking.calendar.past'));
            const refusal = modifiers.ruleRefused ? refusalOf(day) : undefined;
            if (refusal) parts.push(stayRuleText(t, i18n.language, refusal));
            if (day === selection.checkIn) parts.push(t('booking.calendar.checkIn'));
            if (day === selection.checkOut) parts.push(t('booking.calendar.checkOut'));
            const price = modifiers.disabled ? null : priceOf(day);
            if (price) parts.push(t('booking.calendar.pricePerNight', { price }));
            return parts.join(', ');
          },
          labelNext: () => t('booking.calendar.nextMonth'),
          labelPrevious: () => t('booking.calendar.previousMonth'),
        }}
      />
      {(periods.length > 0 || rules?.gapFill?.enabled) && (
        <section className={styles.rules} aria-label={t('stayRules.title')}>
          <h3>{t('stayRules.title')}</h3>
          <ul>
            {periods.map((rule) => (
              <li key={`${rule.name}-${rule.startDate}`}>{stayRuleSummary(t, i18n.language, rule)}</li>
            ))}
            {rules?.gapFill?.enabled && <li>{rules.gapFill.discountPercentage > 0 ? t('stayRules.gapFillDiscount', { percent: rules.gapFill.discountPercentage }) : t('stayRules.gapFill')}</li>}
          </ul>
        </section>
      )}
    </PriceContext.Provider>
  );
}

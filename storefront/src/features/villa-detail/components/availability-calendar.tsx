import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { DayPicker, type DateRange, type DayButtonProps } from 'react-day-picker';
import { th } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { CalendarX2, RotateCcw, X } from 'lucide-react';
import { addDays, daysBetween, isWeekendNight, type IsoDate } from '@islandstay/shared/dates/dates';
import { Button } from '@islandstay/web-common/components/button/button';
import { formatDate, isoToLocalDate, localDateToIso } from '@islandstay/web-common/lib/dates';
import { stayRuleSummary, stayRuleText } from '../../../lib/stay-rule-text.ts';
import { isSelectable, nextStay, stayRuleRefusal, type Stay, type StayRulesContext } from '../availability.ts';
import { AvailabilityCalendarPlaceholder } from './availability-calendar-placeholder.tsx';
import styles from './availability-calendar.module.css';

export type AvailabilityStatus = 'loading' | 'error' | 'ready';

interface AvailabilityCalendarProps {
  status: AvailabilityStatus;
  onRetry: () => void;
  /** Occupied nights (bookings and blocks). */
  occupied: ReadonlySet<IsoDate>;
  /** Nightly prices already formatted for the visitor, by date; a day without one shows none. */
  priceOf: (day: IsoDate) => string | undefined;
  stay: Stay;
  onChange: (stay: Stay) => void;
  today: IsoDate;
  month: Date;
  onMonthChange: (month: Date) => void;
  numberOfMonths?: number;
  /** The villa's stay rules and occupied ranges: days they refuse are greyed out with the reason. */
  stayRules?: StayRulesContext;
}

const PriceContext = createContext<(day: IsoDate) => string | undefined>(() => undefined);

/** The day number with its night's price under it (prices small under the day number). */
function DayWithPrice({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const priceOf = useContext(PriceContext);
  const price = modifiers.outside || modifiers.disabled ? undefined : priceOf(localDateToIso(day.date));
  return (
    <button {...buttonProps}>
      <span className={styles.dayNumber}>{children}</span>
      <span className={styles.dayPrice} aria-hidden="true">
        {price ?? ' '}
      </span>
    </button>
  );
}

/**
 * The availability calendar (docs/product.md#availability-calendar): month navigation from this month on, weekday headers, occupied
 * and past nights disabled, weekend nights marked, the chosen range, a legend, Clear dates, and
 * loading and error-with-Retry states. Occupied days are struck through and say "booked" in their
 * accessible name: colour is never the only signal.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { status, onRetry, occupied, priceOf, stay, onChange, today, month, onMonthChange, numberOfMonths = 1, stayRules } = props;
  const { t, i18n } = useTranslation();
  const [hovered, setHovered] = useState<IsoDate | null>(null);
  // The stay comes back through the URL a moment after a click; a quick second click must build
  // on the first one, not on the stay of the last render.
  const latest = useRef(stay);
  useEffect(() => {
    latest.current = stay;
  }, [stay]);
  const todayDate = isoToLocalDate(today);

  const dayName = useMemo(() => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), [i18n.language]);

  if (status === 'error') {
    return (
      <div className={styles.stateBox} role="alert">
        <CalendarX2 size={28} aria-hidden="true" />
        <p>{t('villa.calendar.error')}</p>
        <Button variant="primary" onClick={onRetry}>
          <RotateCcw size={18} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  if (status === 'loading') {
    return <AvailabilityCalendarPlaceholder />;
  }

  const selected: DateRange | undefined = stay.checkIn ? { from: isoToLocalDate(stay.checkIn), to: stay.checkOut ? isoToLocalDate(stay.checkOut) : undefined } : undefined;
  const refusalOf = (iso: IsoDate) => (stayRules && iso >= today ? stayRuleRefusal(iso, stay, occupied, stayRules) : undefined);
  const hoveredRefusal = hovered ? refusalOf(hovered) : undefined;
  const previewing = stay.checkIn && !stay.checkOut && hovered && hovered > stay.checkIn && isSelectable(hovered, today, stay, occupied) && !hoveredRefusal;
  const periods = stayRules?.rules?.stayRules ?? [];
  const gapFill = stayRules?.rules?.gapFill;
  const nights = stay.checkIn && stay.checkOut ? daysBetween(stay.checkIn, stay.checkOut) : 0;

  const footer = hoveredRefusal
    ? stayRuleText(t, i18n.language, hoveredRefusal)
    : !stay.checkIn
      ? t('villa.calendar.pickCheckIn')
      : !stay.checkOut
        ? t('villa.calendar.pickCheckOut', { date: formatDate(stay.checkIn, i18n.language) })
        : t('villa.calendar.chosen', { from: formatDate(stay.checkIn, i18n.language), to: formatDate(stay.checkOut, i18n.language), count: nights });

  return (
    <div className={styles.wrapper}>
      <PriceContext.Provider value={priceOf}>
        <DayPicker
          className={styles.calendar}
          mode="range"
          selected={selected}
          onSelect={(_range, trigger) => {
            const next = nextStay(latest.current, localDateToIso(trigger), occupied, stayRules);
            latest.current = next;
            onChange(next);
          }}
          month={month}
          onMonthChange={onMonthChange}
          startMonth={todayDate}
          endMonth={isoToLocalDate(addDays(today, 730))}
          numberOfMonths={numberOfMonths}
          locale={i18n.language === 'th' ? th : undefined}
          disabled={(date: Date) => !isSelectable(localDateToIso(date), today, stay, occupied) || refusalOf(localDateToIso(date)) !== undefined}
          modifiers={{
            booked: (date: Date) => {
              const iso = localDateToIso(date);
              return iso >= today && occupied.has(iso);
            },
            past: (date: Date) => localDateToIso(date) < today,
            weekend: (date: Date) => isWeekendNight(localDateToIso(date)),
            ruleRefused: (date: Date) => refusalOf(localDateToIso(date)) !== undefined,
            preview: previewing && hovered ? { from: isoToLocalDate(addDays(stay.checkIn, 1)), to: isoToLocalDate(hovered) } : [],
          }}
          modifiersClassNames={{ booked: styles.booked ?? '', past: styles.past ?? '', weekend: styles.weekend ?? '', preview: styles.preview ?? '', ruleRefused: styles.ruleRefused ?? '' }}
          onDayMouseEnter={(date) => setHovered(localDateToIso(date))}
          onDayMouseLeave={() => setHovered(null)}
          components={{ DayButton: DayWithPrice }}
          labels={{
            labelDayButton: (date, modifiers) => {
              const iso = localDateToIso(date);
              const parts = [dayName.format(date)];
              if (modifiers.today) parts.push(t('villa.calendar.state.today'));
              if (iso === stay.checkIn) parts.push(t('villa.calendar.state.checkIn'));
              else if (iso === stay.checkOut) parts.push(t('villa.calendar.state.checkOut'));
              else if (modifiers.selected) parts.push(t('villa.calendar.state.selected'));
              if (modifiers.booked) parts.push(modifiers.disabled ? t('villa.calendar.state.booked') : t('villa.calendar.state.bookedCheckOut'));
              else if (modifiers.past) parts.push(t('villa.calendar.state.past'));
              const refusal = modifiers.ruleRefused ? refusalOf(iso) : undefined;
              if (refusal) parts.push(stayRuleText(t, i18n.language, refusal));
              if (modifiers.weekend) parts.push(t('villa.calendar.state.weekend'));
              const price = modifiers.disabled ? undefined : priceOf(iso);
              if (price) parts.push(t('villa.calendar.state.price', { price }));
              return parts.join(', ');
            },
            labelPrevious: () => t('villa.calendar.previousMonth'),
            labelNext: () => t('villa.calendar.nextMonth'),
          }}
          footer={<p className={styles.footer}>{footer}</p>}
        />
      </PriceContext.Provider>

      <div className={styles.toolbar}>
        <ul className={styles.legend} aria-label={t('villa.calendar.legend')}>
          <li>
            <span className={`${styles.swatch} ${styles.swatchPast}`} aria-hidden="true">
              9
            </span>
            {t('villa.calendar.legendPast')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchAvailable}`} aria-hidden="true" />
            {t('villa.calendar.legendAvailable')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchWeekend}`} aria-hidden="true" />
            {t('villa.calendar.legendWeekend')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchBooked}`} aria-hidden="true">
              12
            </span>
            {t('villa.calendar.legendBooked')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchSelected}`} aria-hidden="true" />
            {t('villa.calendar.legendSelected')}
          </li>
          {(periods.length > 0 || gapFill?.enabled) && (
            <li>
              <span className={`${styles.swatch} ${styles.swatchRule}`} aria-hidden="true">
                7
              </span>
              {t('stayRules.legend')}
            </li>
          )}
        </ul>
        <Button
          size="sm"
          variant="ghost"
          disabled={!stay.checkIn}
          onClick={() => {
            latest.current = { checkIn: '', checkOut: '' };
            onChange(latest.current);
          }}
        >
          <X size={16} aria-hidden="true" />
          {t('villa.calendar.clear')}
        </Button>
      </div>
      {(periods.length > 0 || gapFill?.enabled) && (
        <section className={styles.rules} aria-label={t('stayRules.title')}>
          <h3>{t('stayRules.title')}</h3>
          <ul>
            {periods.map((rule) => (
              <li key={`${rule.name}-${rule.startDate}`}>{stayRuleSummary(t, i18n.language, rule)}</li>
            ))}
            {gapFill?.enabled && <li>{gapFill.discountPercentage > 0 ? t('stayRules.gapFillDiscount', { percent: gapFill.discountPercentage }) : t('stayRules.gapFill')}</li>}
          </ul>
        </section>
      )}
    </div>
  );
}

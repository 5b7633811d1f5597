import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, CircleCheck, TriangleAlert } from 'lucide-react';
import { dayOfWeek } from '@islandstay/shared/dates/dates';
import { ruleTag, type PriceCalendarDay } from '@islandstay/shared/pricing/price-calendar';
import { Button } from '@islandstay/web-common/components/button/button';
import type { MonthRef } from '../hooks/preview.ts';
import styles from './pricing.module.css';

interface PricePreviewProps {
  month: MonthRef;
  onMonthChange: (by: number) => void;
  /** The engine's prices from the rules on screen (saved or not). */
  days: PriceCalendarDay[];
  format: (amount: number) => string;
  /** There are unsaved changes: the preview is of them. */
  dirty: boolean;
  /** Some rule on screen is invalid: the preview keeps the last valid rules. */
  invalid: boolean;
  /** With no unsaved changes: the server's saved prices for the month (undefined while loading). */
  saved?: Record<string, number>;
  savedError?: boolean;
}

const KNOWN_TAGS = ['base', 'season', 'special', 'seasonal', 'weekend'];

/** Tab 5: the month with each night's final price, weekend nights marked, and the first 2 rule tags. */
export function PricePreview({ month, onMonthChange, days, format, dirty, invalid, saved, savedError }: PricePreviewProps) {
  const { t, i18n } = useTranslation();
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(month.year, month.month - 1, 1));
  const weekdays = Array.from({ length: 7 }, (_, i) => ({
    short: new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + i)),
    long: new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + i)),
  }));
  const lead = days[0] ? dayOfWeek(days[0].day) : 0;
  const cells: (PriceCalendarDay | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const showSaved = !dirty && saved !== undefined;
  const mismatches = showSaved ? days.filter((d) => saved[d.day] !== d.finalPrice) : [];

  let status;
  if (dirty) status = <p className={styles.previewNote}>{invalid ? t('pricing.preview.invalid') : t('pricing.preview.unsaved')}</p>;
  else if (savedError) status = <p className={styles.previewNote}>{t('pricing.preview.savedError')}</p>;
  else if (!saved) status = <p className={styles.previewNote}>{t('pricing.preview.loadingSaved')}</p>;
  else if (mismatches.length === 0)
    status = (
      <p className={`${styles.previewNote} ${styles.match}`}>
        <CircleCheck size={16} aria-hidden="true" />
        {t('pricing.preview.savedMatch', { count: days.length })}
      </p>
    );
  else
    status = (
      <p className={`${styles.previewNote} ${styles.mismatch}`} role="alert">
        <TriangleAlert size={16} aria-hidden="true" />
        {t('pricing.preview.savedMismatch', { count: mismatches.length })}
      </p>
    );

  return (
    <div className={styles.tabBody}>
      <div className={styles.monthNav}>
        <Button size="sm" onClick={() => onMonthChange(-1)} aria-label={t('pricing.preview.previous')}>
          <ChevronLeft size={16} aria-hidden="true" />
        </Button>
        <h2 className={styles.monthTitle} aria-live="polite">
          {title}
        </h2>
        <Button size="sm" onClick={() => onMonthChange(1)} aria-label={t('pricing.preview.next')}>
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
      <div aria-live="polite">{status}</div>
      <div className={styles.calendarWrap}>
        <table className={styles.calendar}>
          <caption className="visually-hidden">{t('pricing.preview.caption', { month: title })}</caption>
          <thead>
            <tr>
              {weekdays.map((day, i) => (
                <th key={day.long} scope="col" className={i >= 5 ? styles.weekendHead : undefined}>
                  <abbr title={day.long}>{day.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((day, i) =>
                  day ? (
                    <td key={day.day} className={day.isWeekend ? styles.weekendDay : undefined}>
                      <span className={styles.dayNumber}>
                        <span className={styles.dayWeekday}>{weekdays[i]!.short} </span>
                        {Number(day.day.slice(8))}
                        {day.isWeekend && <span className="visually-hidden"> {t('pricing.preview.weekendNight')}</span>}
                      </span>
                      <span className={styles.dayPrice}>{format(showSaved ? (saved[day.day] ?? day.finalPrice) : day.finalPrice)}</span>
                      {showSaved && saved[day.day] !== day.finalPrice && <span className={styles.dayMismatch}>{t('pricing.preview.previewWas', { price: format(day.finalPrice) })}</span>}
                      <span className={styles.tags}>
                        {day.appliedRules.slice(0, 2).map((rule) => {
                          const tag = ruleTag(rule);
                          return (
                            <span key={rule} className={`${styles.tag} ${styles[`tag-${tag}`] ?? ''}`} title={rule}>
                              {KNOWN_TAGS.includes(tag) ? t(`pricing.tags.${tag}`) : tag}
                            </span>
                          );
                        })}
                      </span>
                    </td>
                  ) : (
                    <td key={`empty-${w}-${i}`} className={styles.emptyDay} aria-hidden="true" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

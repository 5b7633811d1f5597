import { lazy, Suspense, useId, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { CalendarDays, CircleExclamationPoint } from 'lucide-react';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import { formatDate } from '@islandstay/web-common/lib/dates';
import type { Term } from '@islandstay/web-common/lib/term-preference';
import styles from './search-form.module.css';

// The calendar (react-day-picker and date-fns) loads when first opened, not with the page.
const StayCalendar = lazy(() => import('./stay-calendar.tsx'));

export interface StayRange {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
}

interface StayDatesFieldProps {
  term: Term;
  checkIn: string;
  checkOut: string;
  months?: number;
  today: IsoDate;
  onChange: (range: StayRange) => void;
  error?: string;
}

/**
 * Short term: a check-in/check-out range. Long term: the move-in date only; check-out follows
 * from the Months field and is shown under it.
 */
export function StayDatesField({ term, checkIn, checkOut, today, onChange, error }: StayDatesFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const language = i18n.resolvedLanguage ?? 'en';
  const format = (date: string) => formatDate(date, language, { day: 'numeric', month: 'short', year: 'numeric' });

  const label = term === 'long' ? t('search.form.moveIn') : t('search.form.dates');
  let summary = term === 'long' ? t('search.form.pickMoveIn') : t('search.form.pickDates');
  if (term === 'long' && checkIn) summary = format(checkIn);
  if (term === 'short' && checkIn) summary = checkOut ? t('search.form.dateRange', { from: format(checkIn), to: format(checkOut) }) : format(checkIn);

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.labelText}>
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          className={`${styles.input} ${styles.dateButton}`}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : term === 'long' && checkOut ? `${id}-until` : undefined}
        >
          <CalendarDays size={18} aria-hidden="true" />
          <span id={`${id}-value`} className={checkIn ? undefined : styles.placeholder}>
            {summary}
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className={styles.popover} align="start" sideOffset={6} aria-label={label}>
            <Suspense fallback={<div className={styles.calendarLoading}>{t('common.loading')}</div>}>
              <StayCalendar
                mode={term === 'long' ? 'single' : 'range'}
                checkIn={checkIn}
                checkOut={checkOut}
                today={today}
                language={language}
                onChange={(range) => {
                  onChange(range);
                  if (term === 'long' ? range.checkIn : range.checkIn && range.checkOut) setOpen(false);
                }}
              />
            </Suspense>
            {checkIn && (
              <button type="button" className={styles.clearDates} onClick={() => onChange({ checkIn: '', checkOut: '' })}>
                {t('search.form.clearDates')}
              </button>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {term === 'long' && checkIn && checkOut && (
        <p id={`${id}-until`} className={styles.hint}>
          {t('search.form.until', { date: format(checkOut) })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <CircleExclamationPoint size={16} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

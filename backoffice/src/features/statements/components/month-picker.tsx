import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import form from '../../../components/form/form.module.css';
import { FIRST_MONTH, isStatementMonth, LAST_MONTH, shiftMonth } from '../hooks/statement-month.ts';
import styles from './statements.module.css';

interface MonthPickerProps {
  month: string;
  onChange: (month: string) => void;
}

/** The month shown: previous and next buttons around a month input (filters: hidden in print). */
export function MonthPicker({ month, onChange }: MonthPickerProps) {
  const { t } = useTranslation();
  // What the input holds while it is being edited; the URL follows only once it is a whole month.
  const [draft, setDraft] = useState(month);
  useEffect(() => setDraft(month), [month]);

  return (
    <div role="search" aria-label={t('statements.month.filter')} className={styles.monthPicker} data-print="hide">
      <label htmlFor="statement-month" className={form.label}>
        {t('statements.month.label')}
      </label>
      <div className={styles.monthControls}>
        <button type="button" className={styles.monthStep} onClick={() => onChange(shiftMonth(month, -1))} disabled={month <= FIRST_MONTH} aria-label={t('statements.month.previous')}>
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        <input
          id="statement-month"
          type="month"
          className={`${form.input} ${styles.monthInput}`}
          value={draft}
          min={FIRST_MONTH}
          max={LAST_MONTH}
          onChange={(event) => {
            setDraft(event.target.value);
            if (isStatementMonth(event.target.value) && event.target.value !== month) onChange(event.target.value);
          }}
        />
        <button type="button" className={styles.monthStep} onClick={() => onChange(shiftMonth(month, 1))} disabled={month >= LAST_MONTH} aria-label={t('statements.month.next')}>
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

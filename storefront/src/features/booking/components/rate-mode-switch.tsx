import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RATE_MODES, type RateMode } from '@islandstay/shared/pricing/pricing-types';
import styles from './rate-mode-switch.module.css';

/** Daily, weekly or monthly prices in the calendar (docs/product.md#booking-flow): a radio group, keyboard-ready. */
export function RateModeSwitch({ value, onChange }: { value: RateMode; onChange: (mode: RateMode) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>{t('booking.rateMode.label')}</legend>
      <div className={styles.options}>
        {RATE_MODES.map((mode) => (
          <label key={mode} className={styles.option}>
            <input type="radio" name={name} value={mode} checked={value === mode} onChange={() => onChange(mode)} />
            <span>{t(`booking.rateMode.${mode}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

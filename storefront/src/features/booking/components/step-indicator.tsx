import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import styles from './step-indicator.module.css';

export const BOOKING_STEPS = ['dates', 'verify', 'details'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

interface StepIndicatorProps {
  current: BookingStep;
  /** Step 2 is skipped for a signed-in customer: shown as done. */
  verified: boolean;
}

/** 1 Dates & Guests, 2 Phone Verification, 3 Confirm Your Details; the current one is `aria-current`. */
export function StepIndicator({ current, verified }: StepIndicatorProps) {
  const { t } = useTranslation();
  const currentIndex = BOOKING_STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('booking.steps.label')}>
      {BOOKING_STEPS.map((step, index) => {
        const done = index < currentIndex || (step === 'verify' && verified && currentIndex !== index);
        const state = index === currentIndex ? 'current' : done ? 'done' : 'todo';
        return (
          <li key={step} className={`${styles.step} ${styles[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <Check size={16} /> : index + 1}
            </span>
            <span className={styles.name}>
              {t(`booking.steps.${step}`)}
              {state === 'done' && <span className="visually-hidden"> ({t('booking.steps.done')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

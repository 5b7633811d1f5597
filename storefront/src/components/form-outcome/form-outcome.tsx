import { CircleCheck, CircleExclamationPoint } from 'lucide-react';
import styles from './form-outcome.module.css';

/** What a form's send came to, already in words; null while there is nothing to say. */
export type FormOutcomeValue = { tone: 'error' | 'success'; text: string } | null;

/**
 * A form's outcome under its fields: a failure is read out at once (role="alert"), a success
 * politely (role="status"); an icon beside the words, so colour is never the only signal.
 */
export function FormOutcome({ outcome }: { outcome: FormOutcomeValue }) {
  if (!outcome) return null;
  const error = outcome.tone === 'error';
  return (
    <p className={error ? styles.error : styles.success} role={error ? 'alert' : 'status'}>
      {error ? <CircleExclamationPoint size={18} aria-hidden="true" /> : <CircleCheck size={18} aria-hidden="true" />}
      <span>{outcome.text}</span>
    </p>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import form from '../../../components/form/form.module.css';
import styles from './payment-terms.module.css';

interface TermNumberFieldProps {
  id: string;
  label: string;
  /** What the number counts ("%", "days"), shown after the box; the label says it too. */
  unit?: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** Whole numbers only (days). */
  integer?: boolean;
  max?: number;
  required?: boolean;
}

/** A term's number box (deposit %, balance days, damage deposit) with its unit, label, hint and error. */
export function TermNumberField({ id, label, unit, hint, error, registration, integer = false, max, required = false }: TermNumberFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required}>
      <div className={styles.unitBox}>
        <input
          className={form.input}
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          min="0"
          max={max}
          step={integer ? 1 : 'any'}
          {...fieldA11y(id, error, hint ? `${id}-hint` : undefined)}
          {...registration}
        />
        {unit && (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
    </FormField>
  );
}

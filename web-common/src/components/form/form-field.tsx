import type { ReactNode } from 'react';
import { InlineAlert } from '../inline-alert/inline-alert.tsx';
import styles from './field.module.css';

/** What an input needs to be tied to its label, hint and error (aria-invalid, aria-describedby). */
export function fieldA11y(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [error ? `${id}-error` : '', hintId ?? ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A field's error under it, in red with an icon (colour is never the only signal). */
export function FieldError({ id, message, className }: { id: string; message: string | null | undefined; className?: string }) {
  return <InlineAlert id={id} message={message} className={className ?? styles.error} />;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** A line under the control; its id is `${id}-hint`: give the control `fieldA11y(id, error, `${id}-hint`)`. */
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
  /** The label's class where it is not the usual one (a smaller label inside a fieldset). */
  labelClassName?: string;
}

/** Label above, control, hint and error under it. The control gets `fieldA11y(id, error)`. */
export function FormField({ id, label, error, hint, required, children, className, labelClassName }: FormFieldProps) {
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={labelClassName ?? styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

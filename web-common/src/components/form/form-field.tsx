import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import styles from './field.module.css';

/** What an input needs to be tied to its label, hint and error (aria-invalid, aria-describedby). */
export function fieldA11y(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [error ? `${id}-error` : '', hintId ?? ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A field's error under it, in red with an icon (colour is never the only signal). */
export function FieldError({ id, message, className }: { id: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={className ?? styles.error} role="alert">
      <AlertCircle size={16} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
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
}

/** Label above, control, hint and error under it. The control gets `fieldA11y(id, error)`. */
export function FormField({ id, label, error, hint, required, children, className }: FormFieldProps) {
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={styles.label}>
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

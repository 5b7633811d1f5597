import { AlertCircle } from 'lucide-react';
import styles from './auth-form.module.css';

/** A field's error under it, in red with an icon (colour is never the only signal). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      <AlertCircle size={16} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

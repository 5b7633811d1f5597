import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { OTP_LENGTH } from '@islandstay/shared/customers/customer.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError } from '@islandstay/web-common/components/form/form-field';
import { OtpInput } from './otp-input.tsx';
import { waitMessage } from './messages.ts';
import styles from './auth-form.module.css';

interface CodeFormProps {
  /** The number the code went to, as the visitor reads it (+1 5551234567). */
  sentTo: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Why the last try failed, in words; `locked` also disables Verify until a new code. */
  error: string | null;
  locked: boolean;
  pending: boolean;
  resendSeconds: number;
  resendPending: boolean;
  /** The server asked for a wait longer than the usual resend delay (a 429). */
  rateLimited: boolean;
  onVerify: () => void;
  onResend: () => void;
  onBack: () => void;
}

/** Step 2 of the sign-in: the six-digit code, Verify, Resend with its countdown, Back. */
export function CodeForm(props: CodeFormProps) {
  const { sentTo, code, onCodeChange, error, locked, pending, resendSeconds, resendPending, rateLimited, onVerify, onResend, onBack } = props;
  const { t } = useTranslation();
  const id = useId();
  const complete = code.length === OTP_LENGTH;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete && !locked && !pending) onVerify();
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.sentTo}>
        <span>
          {t('auth.otp.sentTo')} <strong>{sentTo}</strong>
        </span>
      </p>
      <div className={styles.field}>
        <span className={styles.label} id={`${id}-code-label`}>
          {t('auth.otp.label')}
        </span>
        <OtpInput value={code} onChange={onCodeChange} labelledBy={`${id}-code-label`} describedBy={error ? `${id}-code-error` : undefined} invalid={Boolean(error)} disabled={pending} autoFocus />
        <FieldError id={`${id}-code-error`} message={error ?? undefined} />
      </div>

      {rateLimited && resendSeconds > 0 && (
        <p className={styles.notice} role="status">
          <Clock size={16} aria-hidden="true" />
          <span>{waitMessage(t, resendSeconds)}</span>
        </p>
      )}
      <div className={styles.resendRow}>
        <span>{t('auth.otp.noCode')}</span>
        {/* docs/product.md#sign-in: disabled for 30 s after a send, the button itself counting down. */}
        <button type="button" className={styles.linkButton} disabled={resendSeconds > 0 || resendPending} onClick={onResend}>
          {resendSeconds > 0 ? t('auth.otp.resendIn', { count: resendSeconds }) : t('auth.otp.resend')}
        </button>
      </div>

      <div className={styles.actions}>
        <Button type="button" onClick={onBack} disabled={pending}>
          {t('auth.back')}
        </Button>
        <Button type="submit" variant="primary" disabled={!complete || locked || pending}>
          {pending ? t('auth.verifying') : t('auth.verify')}
        </Button>
      </div>
    </form>
  );
}

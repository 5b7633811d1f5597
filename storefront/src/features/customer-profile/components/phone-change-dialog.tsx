import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { X } from 'lucide-react';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@islandstay/shared/customers/country-codes';
import { phoneInputSchema, type PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { Select } from '@islandstay/web-common/components/select/select';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { sendPhoneChangeCode, verifyPhoneChange } from '../api/change-phone.ts';
import { useCountdown } from '@islandstay/web-common/lib/use-countdown';
import { asFieldError, fieldMessageFor } from '@islandstay/web-common/errors/messages';
import { errorText, retryAfterSeconds } from './messages.ts';
import styles from './profile.module.css';

type PhoneValues = { countryCode: string; phone: string };
const MAX_PHONE_DIGITS = 10;
const CODE_LENGTH = 6;

/** The customer's country code as the picker lists it ("+66"), or the product's default (docs/product.md#customer-profile). */
function pickerCode(countryCode: string): string {
  const code = `+${countryCode.replace(/^\+/, '')}`;
  return COUNTRY_CODES.some((c) => c.code === code) ? code : DEFAULT_COUNTRY_CODE;
}

/**
 * Changing the phone: a code goes to the new number and the change happens only when that code
 * comes back. Nothing typed is lost on an error.
 */
export function PhoneChangeDialog({ countryCode }: { countryCode: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<PhoneInput | null>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const form = useSchemaForm<PhoneValues, PhoneInput>(phoneInputSchema, { defaultValues: { countryCode: pickerCode(countryCode), phone: '' } });
  const phoneError = fieldMessageFor(form.errors.phone ?? form.errors.countryCode, t);
  const countryOptions = COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.code} ${t(c.labelKey, { defaultValue: c.name })}` }));

  function reset() {
    setSentTo(null);
    setCode('');
    setError(null);
    form.reset({ countryCode: pickerCode(countryCode), phone: '' });
  }

  async function send(phone: PhoneInput) {
    setPending(true);
    setError(null);
    try {
      const { resendAfterSeconds } = await sendPhoneChangeCode(phone);
      setSentTo(phone);
      countdown.start(resendAfterSeconds);
    } catch (cause) {
      const wait = retryAfterSeconds(cause);
      if (wait !== null) countdown.start(wait);
      const phoneDetail = cause instanceof ApiError ? cause.details.find((d) => d.path === 'phone') : undefined;
      if (phoneDetail) form.setError('phone', asFieldError(phoneDetail));
      else setError(errorText(t, cause, 'profile.phone.sendFailed'));
    } finally {
      setPending(false);
    }
  }

  async function verify() {
    if (!sentTo) return;
    if (code.length !== CODE_LENGTH) {
      setError(t('profile.phone.codeRequired'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await verifyPhoneChange({ ...sentTo, otp: code });
      toast.success(t('profile.phone.changed'));
      setOpen(false);
      reset();
    } catch (cause) {
      setError(errorText(t, cause, 'profile.phone.verifyFailed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger className={styles.linkButton}>{t('profile.phone.change')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{t('profile.phone.dialogTitle')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('common.close')}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.hint}>{sentTo ? t('profile.phone.codeSent', { phone: `${sentTo.countryCode} ${sentTo.phone}` }) : t('profile.phone.dialogText')}</Dialog.Description>

          {!sentTo ? (
            <form className={styles.dialogForm} noValidate onSubmit={form.handleSubmit(send)}>
              <div className={styles.field}>
                <span className={styles.label} id={`${id}-label`}>
                  {t('profile.phone.newNumber')}
                </span>
                <div className={styles.phoneRow}>
                  <Controller
                    control={form.control}
                    name="countryCode"
                    render={({ field }) => <Select label={t('profile.phone.countryCode')} value={field.value} options={countryOptions} renderValue={(v) => v} onChange={field.onChange} />}
                  />
                  <Controller
                    control={form.control}
                    name="phone"
                    render={({ field }) => (
                      <input
                        ref={field.ref}
                        name={field.name}
                        className={styles.input}
                        type="tel"
                        inputMode="numeric"
                        autoComplete="tel-national"
                        aria-labelledby={`${id}-label`}
                        aria-invalid={Boolean(phoneError) || undefined}
                        aria-describedby={phoneError ? `${id}-phone-error` : undefined}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS))}
                      />
                    )}
                  />
                </div>
                <FieldError id={`${id}-phone-error`} message={phoneError} />
              </div>
              <InlineAlert message={error} className={styles.error} />
              <Button type="submit" variant="primary" disabled={pending || countdown.running}>
                {countdown.running ? t('profile.phone.resendIn', { count: countdown.seconds }) : pending ? t('profile.phone.sending') : t('profile.phone.sendCode')}
              </Button>
            </form>
          ) : (
            <form
              className={styles.dialogForm}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void verify();
              }}
            >
              <FormField id={`${id}-code`} label={t('profile.phone.code')}>
                <input
                  id={`${id}-code`}
                  className={`${styles.input} ${styles.code}`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CODE_LENGTH}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
                />
              </FormField>
              <InlineAlert message={error} className={styles.error} />
              <div className={styles.dialogActions}>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setSentTo(null);
                    setCode('');
                    setError(null);
                  }}
                >
                  {t('profile.phone.back')}
                </Button>
                <Button variant="ghost" disabled={pending || countdown.running} onClick={() => void send(sentTo)}>
                  {countdown.running ? t('profile.phone.resendIn', { count: countdown.seconds }) : t('profile.phone.resend')}
                </Button>
                <Button type="submit" variant="primary" disabled={pending || code.length !== CODE_LENGTH}>
                  {pending ? t('profile.phone.verifying') : t('profile.phone.verify')}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

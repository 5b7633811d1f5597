import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@islandstay/shared/customers/country-codes';
import { phoneInputSchema, type PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { normalizePhone } from '@islandstay/shared/customers/phone';
import { Button } from '@islandstay/web-common/components/button/button';
import { Select } from '@islandstay/web-common/components/select/select';
import { sharedSchemaResolver } from '@islandstay/web-common/lib/form-resolver';
import { FieldError } from '@islandstay/web-common/components/form/form-field';
import { fieldMessageFor } from '@islandstay/web-common/errors/messages';
import { PHONE_REQUIRED_MESSAGE, waitMessage } from './messages.ts';
import styles from './auth-form.module.css';

export type PhoneValues = { countryCode: string; phone: string };

/** docs/product.md#sign-in: the national number is entered as at most 10 digits. */
const MAX_PHONE_DIGITS = 10;

const sharedResolver = sharedSchemaResolver<PhoneValues, PhoneInput>(phoneInputSchema);
/** The shared rule, with the product's own sentence for an empty field first (docs/product.md#sign-in). */
const phoneResolver: Resolver<PhoneValues, unknown, PhoneInput> = (values, context, options) =>
  values.phone === '' ? Promise.resolve({ values: {}, errors: { phone: { type: 'validation.required', message: PHONE_REQUIRED_MESSAGE } } }) : sharedResolver(values, context, options);

interface PhoneFormProps {
  defaultValues?: PhoneValues;
  pending: boolean;
  /** Seconds the server asked us to wait before another code (a 429), 0 when free to send. */
  waitSeconds: number;
  /** The server's refusal (other than a wait), already in words. */
  serverError: string | null;
  /** Focus the number when the form appears (the sign-in dialog, which opens for it). */
  autoFocus?: boolean;
  onSubmit: (values: PhoneInput) => void;
}

/** Step 1 of the sign-in: the country code and phone number, then Send code. */
export function PhoneForm({ defaultValues, pending, waitSeconds, serverError, autoFocus, onSubmit }: PhoneFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { control, handleSubmit, watch, formState } = useForm<PhoneValues, unknown, PhoneInput>({
    resolver: phoneResolver,
    mode: 'onChange',
    defaultValues: defaultValues ?? { countryCode: DEFAULT_COUNTRY_CODE, phone: '' },
  });
  const [countryCode, phone] = watch(['countryCode', 'phone']);
  const invalidNumber = phone !== '' && !normalizePhone(countryCode, phone).ok;
  const phoneError = fieldMessageFor(formState.errors.phone, t, { scope: 'auth', field: 'phone' });
  const countryError = fieldMessageFor(formState.errors.countryCode, t, { scope: 'auth', field: 'countryCode' });
  const countryOptions = COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.code} ${t(c.labelKey, { defaultValue: c.name })}` }));

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className={styles.field}>
        <span className={styles.label} id={`${id}-phone-label`}>
          {t('auth.phone.label')}
        </span>
        <div className={styles.phoneRow}>
          <Controller
            control={control}
            name="countryCode"
            render={({ field }) => (
              <Select id={`${id}-country`} label={t('auth.phone.countryCode')} value={field.value} options={countryOptions} renderValue={(value) => value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <input
                ref={field.ref}
                name={field.name}
                id={`${id}-phone`}
                className={styles.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                aria-label={t('auth.phone.number')}
                aria-invalid={Boolean(phoneError) || undefined}
                aria-describedby={phoneError ? `${id}-phone-error` : `${id}-phone-hint`}
                placeholder={t('auth.phone.placeholder')}
                autoFocus={autoFocus}
                value={field.value}
                onBlur={field.onBlur}
                // Digits only, at most 10 (docs/product.md#sign-in): anything else never reaches the field.
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS))}
              />
            )}
          />
        </div>
        {phoneError || countryError ? (
          <FieldError id={`${id}-phone-error`} message={phoneError ?? countryError} />
        ) : (
          <p id={`${id}-phone-hint`} className={styles.lead}>
            {t('auth.phone.hint')}
          </p>
        )}
      </div>

      {waitSeconds > 0 && (
        <p className={styles.notice} role="status">
          <Clock size={16} aria-hidden="true" />
          <span>{waitMessage(t, waitSeconds)}</span>
        </p>
      )}
      {serverError && <FieldError id={`${id}-send-error`} message={serverError} />}

      <Button type="submit" variant="primary" disabled={pending || invalidNumber || waitSeconds > 0}>
        {pending ? t('auth.sending') : t('auth.sendOtp')}
      </Button>
    </form>
  );
}

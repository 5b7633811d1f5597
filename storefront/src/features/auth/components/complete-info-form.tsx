import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createCustomerSchema } from '@islandstay/shared/customers/customer.schemas';
import { Button } from '../../../components/button/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { sharedSchemaResolver } from '../../../lib/form-resolver.ts';
import type { CompleteInfoValues } from '../api/complete-profile.ts';
import { FieldError } from './field-error.tsx';
import { translateAuthMessage } from './messages.ts';
import styles from './auth-form.module.css';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

interface CompleteInfoFormProps {
  defaultValues: CompleteInfoValues;
  onSubmit: (values: CompleteInfoValues) => Promise<void>;
}

/** Complete Your Info: a new customer's first name, last name and email (spec 4 and 5). */
export function CompleteInfoForm({ defaultValues, onSubmit }: CompleteInfoFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<CompleteInfoValues, unknown, CompleteInfoValues>({
    resolver: sharedSchemaResolver<CompleteInfoValues, CompleteInfoValues>(createCustomerSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = formState;

  async function save(values: CompleteInfoValues) {
    try {
      await onSubmit(values);
    } catch (error) {
      // Server rules land on the same fields; anything else under the form. Nothing typed is lost.
      const details = error instanceof ApiError ? error.details : [];
      const onField = details.filter((d) => (FIELDS as readonly string[]).includes(d.path));
      onField.forEach((d) => setError(d.path as (typeof FIELDS)[number], { message: d.message }));
      if (onField.length === 0) {
        const message = error instanceof ApiError && !error.isNetwork && error.message ? error.message : t('auth.info.saveFailed');
        setError('root.server', { message });
      }
    }
  }

  const fieldProps = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    className: styles.input,
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(save)}>
      <div className={styles.nameRow}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-firstName`}>
            {t('auth.info.firstName')}
          </label>
          <input {...fieldProps('firstName')} autoComplete="given-name" autoFocus />
          <FieldError id={`${id}-firstName-error`} message={translateAuthMessage(t, errors.firstName?.message)} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-lastName`}>
            {t('auth.info.lastName')}
          </label>
          <input {...fieldProps('lastName')} autoComplete="family-name" />
          <FieldError id={`${id}-lastName-error`} message={translateAuthMessage(t, errors.lastName?.message)} />
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {t('auth.info.email')}
        </label>
        <input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" />
        <FieldError id={`${id}-email-error`} message={translateAuthMessage(t, errors.email?.message)} />
      </div>
      <FieldError id={`${id}-server-error`} message={errors.root?.server?.message} />
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? t('auth.info.saving') : t('auth.info.save')}
      </Button>
    </form>
  );
}

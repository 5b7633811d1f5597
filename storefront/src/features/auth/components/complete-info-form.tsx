import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { createCustomerSchema } from '@islandstay/shared/customers/customer.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import type { CompleteInfoValues } from '../api/complete-profile.ts';
import { FieldError } from '@islandstay/web-common/components/form/form-field';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import styles from './auth-form.module.css';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

interface CompleteInfoFormProps {
  defaultValues: CompleteInfoValues;
  onSubmit: (values: CompleteInfoValues) => Promise<void>;
}

/** Complete Your Info: a new customer's first name, last name and email (docs/product.md#sign-in). */
export function CompleteInfoForm({ defaultValues, onSubmit }: CompleteInfoFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm<CompleteInfoValues, CompleteInfoValues>(createCustomerSchema, { defaultValues });

  async function save(values: CompleteInfoValues) {
    try {
      await onSubmit(values);
    } catch (error) {
      // Server rules land on the same fields; anything else under the form. Nothing typed is lost.
      const details = error instanceof ApiError ? error.details : [];
      const onField = details.filter((d) => (FIELDS as readonly string[]).includes(d.path));
      onField.forEach((d) => setError(d.path as (typeof FIELDS)[number], asFieldError(d)));
      if (onField.length === 0) {
        const message = refusalFor(error, t, { scope: 'newCustomer', serverFailures: true }) ?? t('auth.info.saveFailed');
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
          <FieldError id={`${id}-firstName-error`} message={fieldMessageFor(errors.firstName, t, { scope: 'newCustomer', field: 'firstName' })} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-lastName`}>
            {t('auth.info.lastName')}
          </label>
          <input {...fieldProps('lastName')} autoComplete="family-name" />
          <FieldError id={`${id}-lastName-error`} message={fieldMessageFor(errors.lastName, t, { scope: 'newCustomer', field: 'lastName' })} />
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {t('auth.info.email')}
        </label>
        <input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" />
        <FieldError id={`${id}-email-error`} message={fieldMessageFor(errors.email, t, { scope: 'newCustomer', field: 'email' })} />
      </div>
      <FieldError id={`${id}-server-error`} message={errors.root?.server?.message} />
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? t('auth.info.saving') : t('auth.info.save')}
      </Button>
    </form>
  );
}

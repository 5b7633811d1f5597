import { useState } from 'react';
import { type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Info } from 'lucide-react';
import { ownerRegistrationSchema, type OwnerRegistration } from '@islandstay/shared/staff/staff.schemas';
import { Button, ButtonLink } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import form from '../../../components/form/form.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { registerOwner } from '../api/register-owner.ts';
import styles from './auth-card.module.css';

interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  address: string;
  notes: string;
}

const FIELDS: (keyof RegistrationValues)[] = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'address', 'notes'];

function isField(path: string): path is keyof RegistrationValues {
  return (FIELDS as string[]).includes(path);
}

/**
 * docs/product.md#owner-registration, owner registration: every field but the notes required, phone digits only (at
 * most 10), passwords at least 6 characters and equal. The same schema as the server's; a field
 * the server refuses anyway gets the server's error under it, and nothing typed is lost.
 */
export function RegisterOwnerForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phoneCleaned, setPhoneCleaned] = useState(false);
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm<RegistrationValues, OwnerRegistration>(ownerRegistrationSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', address: '', notes: '' },
  });

  async function submit(values: OwnerRegistration) {
    setProblem(null);
    try {
      await registerOwner(values);
      setSent(t('register.sent'));
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        for (const detail of error.details) {
          if (isField(detail.path)) setError(detail.path as Path<RegistrationValues>, asFieldError(detail));
        }
      }
      if (error instanceof ApiError && error.status === 429) setProblem(t('register.rateLimited'));
      else if (error instanceof ApiError && error.isNetwork) setProblem(t('login.errors.network'));
      else setProblem(refusalFor(error, t, { scope: 'staff' }) ?? t('register.failed'));
    }
  }

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <span className={styles.successIcon} aria-hidden="true">
          <CircleCheck size={32} />
        </span>
        <h2 className={styles.title}>{t('register.sentTitle')}</h2>
        <p>{sent}</p>
        <p className={styles.lead}>{t('register.sentNext')}</p>
        <ButtonLink to="/admin-login" variant="primary">
          {t('register.toLogin')}
        </ButtonLink>
      </div>
    );
  }

  const error = (name: keyof RegistrationValues) => fieldMessageFor(errors[name], t, { scope: 'staff', field: name });
  const field = (name: keyof RegistrationValues) => ({ ...fieldA11y(`register-${name}`, error(name)), ...register(name) });
  const phone = register('phone');

  return (
    <form className={form.form} onSubmit={handleSubmit(submit)} noValidate>
      <p className={form.notice}>
        <Info size={18} aria-hidden="true" />
        <span>{t('register.pendingNote')}</span>
      </p>
      <InlineAlert message={problem} className={form.alert} iconSize={18} />
      <div className={form.grid2}>
        <FormField id="register-firstName" label={t('register.firstName')} error={error('firstName')} required>
          <input className={form.input} autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField id="register-lastName" label={t('register.lastName')} error={error('lastName')} required>
          <input className={form.input} autoComplete="family-name" {...field('lastName')} />
        </FormField>
      </div>
      <div className={form.grid2}>
        <FormField id="register-email" label={t('register.email')} error={error('email')} required>
          <input className={form.input} type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <FormField id="register-phone" label={t('register.phone')} error={error('phone')} hint={phoneCleaned && <span role="status">{t('register.phoneDigitsOnly')}</span>} required>
          {/* No maxLength: a pasted "081-234-5678" would be cut before its dashes are removed; the schema refuses more than 10 digits. */}
          <input
            className={form.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...fieldA11y('register-phone', error('phone'), phoneCleaned ? 'register-phone-hint' : undefined)}
            {...phone}
            onChange={(event) => {
              // Digits only, as the shared schema takes them: spaces, dashes, "+" and letters are dropped as typed or pasted.
              const digits = event.target.value.replace(/\D/g, '');
              // The note stays until the field is emptied: the next digit typed would hide it at once.
              if (digits !== event.target.value) setPhoneCleaned(true);
              else if (digits === '') setPhoneCleaned(false);
              event.target.value = digits;
              return phone.onChange(event);
            }}
          />
        </FormField>
      </div>
      <div className={form.grid2}>
        <FormField id="register-password" label={t('register.password')} error={error('password')} required>
          <input className={form.input} type="password" autoComplete="new-password" {...field('password')} />
        </FormField>
        <FormField id="register-confirmPassword" label={t('register.confirmPassword')} error={error('confirmPassword')} required>
          <input className={form.input} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        </FormField>
      </div>
      <FormField id="register-address" label={t('register.address')} error={error('address')} required>
        <textarea className={form.input} rows={2} autoComplete="street-address" {...field('address')} />
      </FormField>
      <FormField id="register-notes" label={t('register.notes')} error={error('notes')}>
        <textarea className={form.input} rows={3} {...field('notes')} />
      </FormField>
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
      <p className={styles.lead}>
        {t('register.haveAccount')} <Link to="/admin-login">{t('register.toLogin')}</Link>
      </p>
    </form>
  );
}

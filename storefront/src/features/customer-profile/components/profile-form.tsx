import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { updateProfileSchema, type CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError, fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { PROFILE_IMAGE_FIELD, updateProfile, type ProfileUpdate } from '../api/update-profile.ts';
import { AvatarField } from './avatar-field.tsx';
import { asFieldError, fieldMessageFor } from '@islandstay/web-common/errors/messages';
import { errorText, fieldMessage } from './messages.ts';
import { PhoneChangeDialog } from './phone-change-dialog.tsx';
import styles from './profile.module.css';

type ProfileValues = { firstName: string; lastName: string; email: string; bio: string };
const FIELDS: readonly FieldPath<ProfileValues>[] = ['firstName', 'lastName', 'email', 'bio'];
const BIO_MAX = 1000;

function valuesOf(customer: CustomerDto): ProfileValues {
  return { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email ?? '', bio: customer.bio ?? '' };
}

function isField(path: string): path is FieldPath<ProfileValues> {
  return (FIELDS as readonly string[]).includes(path);
}

/** The national number of an E.164 phone whose country code is known ("+66812345678", "66"). */
function nationalNumber(customer: Pick<CustomerDto, 'phone' | 'countryCode'>): string {
  const code = customer.countryCode.replace(/^\+/, '');
  return customer.phone.startsWith(`+${code}`) ? customer.phone.slice(code.length + 1) : customer.phone;
}

/**
 * The profile form (docs/product.md#customer-profile): photo, first and last name, email, phone with its country code, bio,
 * Save. One rule for the form and the server (the shared schema); the server's field errors land
 * on the same fields, and nothing typed is cleared by an error.
 */
export function ProfileForm({ customer }: { customer: CustomerDto }) {
  const { t } = useTranslation();
  const id = useId();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, errors, isSubmitting } = useSchemaForm<ProfileValues, ProfileUpdate>(updateProfileSchema, { defaultValues: valuesOf(customer) });
  const values = watch();

  async function save(update: ProfileUpdate) {
    setFormError(null);
    try {
      const saved = await updateProfile(update, image);
      setImage(null);
      reset(valuesOf(saved));
      toast.success(t('profile.saved'));
    } catch (cause) {
      if (cause instanceof ApiError && cause.details.length > 0) {
        let placed = false;
        for (const detail of cause.details) {
          if (isField(detail.path)) {
            setError(detail.path, asFieldError(detail), { shouldFocus: !placed });
            placed = true;
          } else if (detail.path === PROFILE_IMAGE_FIELD) {
            setImageError(fieldMessageFor(detail, t));
            placed = true;
          }
        }
        if (placed) return;
      }
      setFormError(errorText(t, cause, 'profile.saveFailed'));
    }
  }

  const message = (field: FieldPath<ProfileValues>) => fieldMessage(t, field, errors[field], values[field] ?? '');
  const anyRequired = FIELDS.some((field) => errors[field] && (values[field] ?? '').trim() === '' && field !== 'bio');

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(save)}>
      <AvatarField current={customer.profileImage} name={customer.name || values.firstName} file={image} onFile={setImage} error={imageError} onError={setImageError} />

      <div className={styles.row}>
        <TextField id={`${id}-first`} label={t('profile.fields.firstName')} autoComplete="given-name" error={message('firstName')} {...register('firstName')} />
        <TextField id={`${id}-last`} label={t('profile.fields.lastName')} autoComplete="family-name" error={message('lastName')} {...register('lastName')} />
      </div>
      <TextField id={`${id}-email`} label={t('profile.fields.email')} type="email" autoComplete="email" error={message('email')} {...register('email')} />

      <div className={styles.field}>
        <span className={styles.label} id={`${id}-phone-label`}>
          {t('profile.fields.phone')}
        </span>
        <div className={styles.phoneValue}>
          <span className={styles.phoneText}>
            <span className={styles.countryCode}>+{customer.countryCode.replace(/^\+/, '')}</span> {nationalNumber(customer)}
          </span>
          <PhoneChangeDialog countryCode={customer.countryCode} />
        </div>
      </div>

      <FormField id={`${id}-bio`} label={t('profile.fields.bio')} error={message('bio')}>
        <textarea
          className={`${styles.input} ${styles.textarea}`}
          rows={4}
          maxLength={BIO_MAX}
          placeholder={t('profile.fields.bioPlaceholder')}
          {...fieldA11y(`${id}-bio`, message('bio'), errors.bio ? undefined : `${id}-bio-count`)}
          {...register('bio')}
        />
        {!errors.bio && (
          <span id={`${id}-bio-count`} className={styles.hint}>
            {t('profile.fields.bioCount', { count: (values.bio ?? '').length, max: BIO_MAX })}
          </span>
        )}
      </FormField>

      {anyRequired && <FieldError id={`${id}-required`} message={t('profile.errors.allRequired')} />}
      {formError && <FieldError id={`${id}-form-error`} message={formError} />}

      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error: string | undefined; ref?: Ref<HTMLInputElement> };

function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <input className={styles.input} {...fieldA11y(id, error)} {...input} />
    </FormField>
  );
}

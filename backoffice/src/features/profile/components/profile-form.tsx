import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { profileUpdateSchema, type OwnerUpdate, type StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import form from '../../../components/form/form.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { updateProfile } from '../api/update-profile.ts';
import { AvatarField } from './avatar-field.tsx';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import styles from './profile.module.css';

interface ProfileValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  bio: string;
}

const FIELDS: (keyof ProfileValues)[] = ['username', 'firstName', 'lastName', 'email', 'phone', 'address', 'bio'];

function isField(path: string): path is keyof ProfileValues {
  return (FIELDS as string[]).includes(path);
}

function valuesOf(account: StaffAccount): ProfileValues {
  return {
    username: account.username,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    email: account.email,
    phone: account.phone ?? '',
    address: account.address ?? '',
    bio: account.bio ?? '',
  };
}

/**
 * Profile (docs/product.md#staff-profile): avatar, username (required), name, email, phone (digits only, at most
 * 10), the owner's address, bio. Checked with the server's schema; the server's field errors land
 * under their fields and nothing typed is lost.
 */
export function ProfileForm({ account }: { account: StaffAccount }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, errors, isSubmitting, formState } = useSchemaForm<ProfileValues, OwnerUpdate>(profileUpdateSchema, { defaultValues: valuesOf(account) });

  async function submit(values: OwnerUpdate) {
    setProblem(null);
    setAvatarError(undefined);
    try {
      // The address belongs to owners; an admin's form has none to send.
      const fields = account.role === 'owner' ? values : { ...values, address: undefined };
      const answer = await updateProfile(fields, avatar, mutate);
      toast.success(t('profile.saved'));
      setAvatar(null);
      reset(valuesOf(answer.data));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (isField(detail.path)) setError(detail.path, asFieldError(detail));
          else if (detail.path === 'profileImage') setAvatarError(fieldMessageFor(detail, t, { scope: 'staff' }));
        }
      }
      const reason = refusalFor(error, t, { scope: 'staff' });
      setProblem(reason ? `${t('profile.saveFailed')} ${reason}` : t('profile.saveFailed'));
    }
  }

  const error = (name: keyof ProfileValues) => fieldMessageFor(errors[name], t, { scope: 'staff', field: name });
  const field = (name: keyof ProfileValues) => ({ ...fieldA11y(`profile-${name}`, error(name)), ...register(name) });

  return (
    <section className={styles.panel} aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className={styles.panelTitle}>
        {t('profile.details')}
      </h2>
      <form className={form.form} onSubmit={handleSubmit(submit)} noValidate>
        <InlineAlert message={problem} className={form.alert} iconSize={18} />
        <AvatarField current={account.profileImage} file={avatar} onChange={setAvatar} serverError={avatarError} />
        <div className={form.grid2}>
          <FormField id="profile-username" label={t('profile.fields.username')} error={error('username')} required>
            <input className={form.input} autoComplete="username" {...field('username')} />
          </FormField>
          <FormField id="profile-email" label={t('profile.fields.email')} error={error('email')}>
            <input className={form.input} type="email" autoComplete="email" {...field('email')} />
          </FormField>
        </div>
        <div className={form.grid2}>
          <FormField id="profile-firstName" label={t('profile.fields.firstName')} error={error('firstName')}>
            <input className={form.input} autoComplete="given-name" {...field('firstName')} />
          </FormField>
          <FormField id="profile-lastName" label={t('profile.fields.lastName')} error={error('lastName')}>
            <input className={form.input} autoComplete="family-name" {...field('lastName')} />
          </FormField>
        </div>
        <FormField id="profile-phone" label={t('profile.fields.phone')} error={error('phone')}>
          <input className={form.input} type="tel" inputMode="numeric" maxLength={10} autoComplete="tel-national" {...field('phone')} />
        </FormField>
        {account.role === 'owner' && (
          <FormField id="profile-address" label={t('profile.fields.address')} error={error('address')}>
            <textarea className={form.input} rows={2} autoComplete="street-address" {...field('address')} />
          </FormField>
        )}
        <FormField id="profile-bio" label={t('profile.fields.bio')} error={error('bio')}>
          <textarea className={form.input} rows={4} {...field('bio')} />
        </FormField>
        <div>
          <Button type="submit" variant="primary" disabled={isSubmitting || (!formState.isDirty && !avatar)}>
            {isSubmitting ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

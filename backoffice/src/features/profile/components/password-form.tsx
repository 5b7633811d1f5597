import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { Info } from 'lucide-react';
import { passwordChangeSchema } from '@islandstay/shared/staff/staff.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import form from '../../../components/form/form.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { changePassword } from '../api/change-password.ts';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import styles from './profile.module.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type PasswordOutput = { currentPassword: string; newPassword: string; confirmPassword?: string };

const FIELDS: (keyof PasswordValues)[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Own password change: the current password is required; every other session of the account ends. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, errors, isSubmitting } = useSchemaForm<PasswordValues, PasswordOutput>(passwordChangeSchema, { defaultValues: EMPTY });

  async function submit(values: PasswordOutput) {
    setProblem(null);
    try {
      await changePassword(values, mutate);
      toast.success(t('profile.password.changed'));
      reset(EMPTY);
    } catch (error) {
      let onField = false;
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if ((FIELDS as string[]).includes(detail.path)) {
            setError(detail.path as keyof PasswordValues, asFieldError(detail), { shouldFocus: !onField });
            onField = true;
          }
        }
      }
      if (!onField) {
        const reason = refusalFor(error, t, { scope: 'staff' });
        setProblem(reason ? `${t('profile.password.failed')} ${reason}` : t('profile.password.failed'));
      }
    }
  }

  const error = (name: keyof PasswordValues) => fieldMessageFor(errors[name], t, { scope: 'staff', field: name });
  const field = (name: keyof PasswordValues) => ({ ...fieldA11y(`password-${name}`, error(name)), ...register(name) });

  return (
    <section className={styles.panel} aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className={styles.panelTitle}>
        {t('profile.password.title')}
      </h2>
      <form className={form.form} onSubmit={handleSubmit(submit)} noValidate>
        <p className={form.notice}>
          <Info size={18} aria-hidden="true" />
          <span>{t('profile.password.note')}</span>
        </p>
        <InlineAlert message={problem} className={form.alert} iconSize={18} />
        <FormField id="password-currentPassword" label={t('profile.password.current')} error={error('currentPassword')} required>
          <input className={form.input} type="password" autoComplete="current-password" {...field('currentPassword')} />
        </FormField>
        <FormField id="password-newPassword" label={t('profile.password.new')} error={error('newPassword')} required>
          <input className={form.input} type="password" autoComplete="new-password" {...field('newPassword')} />
        </FormField>
        <FormField id="password-confirmPassword" label={t('profile.password.confirm')} error={error('confirmPassword')} required>
          <input className={form.input} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        </FormField>
        <div>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t('profile.password.saving') : t('profile.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

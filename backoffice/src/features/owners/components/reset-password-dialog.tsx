import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { resetPasswordSchema, type StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import form from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { resetOwnerPassword } from '../api/reset-owner-password.ts';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

type ResetOutput = { newPassword: string; confirmPassword?: string };

/** Reset Owner Password (docs/product.md#owners): 6 or more characters after trimming, both entries equal, Save disabled while either is blank. */
export function ResetPasswordDialog({ owner, onClose }: { owner: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, errors, isSubmitting } = useSchemaForm<ResetValues, ResetOutput>(resetPasswordSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const blank = newPassword.trim() === '' || confirmPassword.trim() === '';

  async function submit(values: ResetOutput) {
    setProblem(null);
    try {
      await resetOwnerPassword(owner.id, values);
      toast.success(t('owners.passwordReset'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (detail.path === 'newPassword' || detail.path === 'confirmPassword') setError(detail.path, asFieldError(detail));
        }
      }
      const reason = refusalFor(error, t, { scope: 'staff' });
      setProblem(reason ? `${t('owners.passwordResetFailed')} ${reason}` : t('owners.passwordResetFailed'));
    }
  }

  const error = (name: keyof ResetValues) => fieldMessageFor(errors[name], t, { scope: 'staff', field: name });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('owners.reset.title')}
      description={t('owners.reset.lead', { name: owner.name })}
      footer={
        <>
          <Button onClick={onClose}>{t('owners.form.cancel')}</Button>
          <Button type="submit" form="reset-password-form" variant="primary" disabled={blank || isSubmitting}>
            {isSubmitting ? t('owners.form.saving') : t('owners.reset.submit')}
          </Button>
        </>
      }
    >
      <form id="reset-password-form" className={form.form} onSubmit={handleSubmit(submit)} noValidate>
        <InlineAlert message={problem} className={form.alert} iconSize={18} />
        <FormField id="reset-newPassword" label={t('owners.reset.newPassword')} error={error('newPassword')} required>
          <input className={form.input} type="password" autoComplete="new-password" {...fieldA11y('reset-newPassword', error('newPassword'))} {...register('newPassword')} />
        </FormField>
        <FormField id="reset-confirmPassword" label={t('owners.reset.confirmPassword')} error={error('confirmPassword')} required>
          <input className={form.input} type="password" autoComplete="new-password" {...fieldA11y('reset-confirmPassword', error('confirmPassword'))} {...register('confirmPassword')} />
        </FormField>
      </form>
    </Modal>
  );
}

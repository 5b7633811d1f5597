import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { MESSAGES, adminOwnerCreateSchema, ownerUpdateSchema, type AdminOwnerCreate, type OwnerUpdate, type StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import { errorParams } from '@islandstay/shared/http/error-codes';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import form from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { addOwner } from '../api/add-owner.ts';
import { updateOwner } from '../api/update-owner.ts';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';

export interface OwnerFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  password: string;
  confirmPassword: string;
}

const FIELDS: (keyof OwnerFormValues)[] = ['firstName', 'lastName', 'username', 'email', 'phone', 'address', 'notes', 'password', 'confirmPassword'];

function isField(path: string): path is keyof OwnerFormValues {
  return (FIELDS as string[]).includes(path);
}

/** A blank username means "none given" (the server then uses the email), not "too short". */
function withoutBlankUsername(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { username, ...rest } = value as Record<string, unknown>;
  return typeof username === 'string' && username.trim() === '' ? rest : value;
}

/** docs/product.md#owners, admin add owner: the registration's required fields, password of 6 or more, equal confirmation. */
const addSchema = z.preprocess(withoutBlankUsername, adminOwnerCreateSchema);

/**
 * Editing: a blank password is left out (the owner keeps theirs); a new one must be confirmed.
 * The confirmation check is the shared schema's own rule, also applied when the confirmation is blank.
 */
const editSchema = z
  .preprocess(withoutBlankUsername, ownerUpdateSchema)
  .refine((b) => b.password === undefined || b.password === b.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.adminMismatch, params: errorParams('staff.passwordMismatch') });

function valuesOf(owner: StaffAccount | null): OwnerFormValues {
  return {
    firstName: owner?.firstName ?? '',
    lastName: owner?.lastName ?? '',
    username: owner?.username ?? '',
    email: owner?.email ?? '',
    phone: owner?.phone ?? '',
    address: owner?.address ?? '',
    notes: owner?.notes ?? '',
    password: '',
    confirmPassword: '',
  };
}

interface Props {
  /** null: add a new owner. */
  owner: StaffAccount | null;
  onClose: () => void;
}

/**
 * Add or Edit Owner. The form checks with the same shared/ schema as the server; a field the
 * server refuses anyway gets its message under it, and everything typed stays.
 */
export function OwnerFormDialog({ owner, onClose }: Props) {
  const { t } = useTranslation();
  const editing = owner !== null;
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm<OwnerFormValues, AdminOwnerCreate | OwnerUpdate>(
    (editing ? editSchema : addSchema) as z.ZodType<AdminOwnerCreate | OwnerUpdate>,
    { defaultValues: valuesOf(owner) },
  );

  async function submit(values: AdminOwnerCreate | OwnerUpdate) {
    setProblem(null);
    try {
      if (owner) {
        await updateOwner(owner.id, values as OwnerUpdate, mutate);
        toast.success(t('owners.updated'));
      } else {
        await addOwner(values as AdminOwnerCreate, mutate);
        toast.success(t('owners.added'));
      }
      onClose();
    } catch (error) {
      let onField = false;
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (isField(detail.path)) {
            setError(detail.path, asFieldError(detail), { shouldFocus: !onField });
            onField = true;
          }
        }
      }
      const reason = refusalFor(error, t, { scope: 'staff' });
      setProblem(reason ? `${t('owners.saveFailed')} ${reason}` : t('owners.saveFailed'));
    }
  }

  const error = (name: keyof OwnerFormValues) => fieldMessageFor(errors[name], t, { scope: 'staff', field: name });
  const field = (name: keyof OwnerFormValues) => ({ ...fieldA11y(`owner-${name}`, error(name)), ...register(name) });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('owners.form.editTitle') : t('owners.form.addTitle')}
      description={editing ? owner.name : t('owners.form.addLead')}
      footer={
        <>
          <Button onClick={onClose}>{t('owners.form.cancel')}</Button>
          <Button type="submit" form="owner-form" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t('owners.form.saving') : editing ? t('owners.form.update') : t('owners.form.create')}
          </Button>
        </>
      }
    >
      <form id="owner-form" className={form.form} onSubmit={handleSubmit(submit)} noValidate>
        <InlineAlert message={problem} className={form.alert} iconSize={18} />
        <div className={form.grid2}>
          <FormField id="owner-firstName" label={t('owners.form.firstName')} error={error('firstName')} required={!editing}>
            <input className={form.input} autoComplete="off" {...field('firstName')} />
          </FormField>
          <FormField id="owner-lastName" label={t('owners.form.lastName')} error={error('lastName')} required={!editing}>
            <input className={form.input} autoComplete="off" {...field('lastName')} />
          </FormField>
        </div>
        <div className={form.grid2}>
          <FormField id="owner-email" label={t('owners.form.email')} error={error('email')} required={!editing}>
            <input className={form.input} type="email" autoComplete="off" {...field('email')} />
          </FormField>
          <FormField id="owner-phone" label={t('owners.form.phone')} error={error('phone')} required={!editing}>
            <input className={form.input} type="tel" inputMode="numeric" maxLength={10} autoComplete="off" {...field('phone')} />
          </FormField>
        </div>
        <FormField id="owner-username" label={editing ? t('owners.form.username') : t('owners.form.usernameOptional')} error={error('username')}>
          <input className={form.input} autoComplete="off" {...field('username')} />
        </FormField>
        <FormField id="owner-address" label={t('owners.form.address')} error={error('address')} required={!editing}>
          <textarea className={form.input} rows={2} {...field('address')} />
        </FormField>
        <FormField id="owner-notes" label={t('owners.form.notes')} error={error('notes')}>
          <textarea className={form.input} rows={2} {...field('notes')} />
        </FormField>
        {editing && <p className={form.notice}>{t('owners.form.passwordHint')}</p>}
        <div className={form.grid2}>
          <FormField id="owner-password" label={editing ? t('owners.form.newPassword') : t('owners.form.password')} error={error('password')} required={!editing}>
            <input className={form.input} type="password" autoComplete="new-password" {...field('password')} />
          </FormField>
          <FormField id="owner-confirmPassword" label={t('owners.form.confirmPassword')} error={error('confirmPassword')} required={!editing}>
            <input className={form.input} type="password" autoComplete="new-password" {...field('confirmPassword')} />
          </FormField>
        </div>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { ArrowLeft, UsersRound } from 'lucide-react';
import type { OwnerStatus, StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import listPage from '../../components/list-page/list-page.module.css';
import { LoadingRows } from '../../components/list-page/list-states.tsx';
import { LoadError } from '../../components/state-message/load-error.tsx';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { approveOwner } from '../../features/owners/api/approve-owner.ts';
import { changeOwnerStatus } from '../../features/owners/api/change-owner-status.ts';
import { deleteOwner } from '../../features/owners/api/delete-owner.ts';
import { useOwners } from '../../lib/api/owners.ts';
import { OwnerFormDialog } from '../../features/owners/components/owner-form-dialog.tsx';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import type { OwnerActions } from '../../features/owners/components/owner-row-menu.tsx';
import { OwnersTable } from '../../features/owners/components/owners-table.tsx';
import { ResetPasswordDialog } from '../../features/owners/components/reset-password-dialog.tsx';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import page from './owner-registrations.module.css';

/** What is waiting for a confirmation: a delete, or a status change (reject, unapprove, re-approve). */
type Pending = { kind: 'delete'; owner: StaffAccount } | { kind: 'status'; owner: StaffAccount; status: OwnerStatus };

/** /admin/owners/registrations (admin): every owner; add, edit, approve or reject, reset password, delete. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('owners.title'));
  const { data, error, isLoading, mutate } = useOwners();
  // undefined: closed; null: adding; an owner: editing.
  const [editing, setEditing] = useState<StaffAccount | null | undefined>(undefined);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate: mutateCache } = useSWRConfig();

  /** The product's failure sentence, then the server's reason when it gave one (docs/product.md#owners). */
  function failure(messageKey: string, err: unknown) {
    const reason = refusalFor(err, t, { scope: 'staff' });
    toast.error(reason ? `${t(messageKey)} ${reason}` : t(messageKey));
  }

  async function approve(owner: StaffAccount) {
    setBusy(true);
    try {
      await approveOwner(owner.id, mutateCache);
      toast.success(t('owners.approved'));
    } catch (err) {
      failure('owners.approveFailed', err);
    } finally {
      setBusy(false);
    }
  }

  async function confirmPending() {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'delete') {
        await deleteOwner(pending.owner.id, mutateCache);
        toast.success(t('owners.deleted'));
      } else {
        await changeOwnerStatus(pending.owner.id, pending.status, mutateCache);
        toast.success(t('owners.statusChanged', { status: t(`owners.status.${pending.status}`) }));
      }
      setPending(null);
    } catch (err) {
      // A 409 (the owner still has villas) says why in the server's sentence; the dialog closes so it can be read.
      failure(pending.kind === 'delete' ? 'owners.deleteFailed' : 'owners.statusFailed', err);
      setPending(null);
    } finally {
      setBusy(false);
    }
  }

  const actions: OwnerActions = {
    onEdit: (owner) => setEditing(owner),
    onResetPassword: (owner) => setResetting(owner),
    onApprove: (owner) => (owner.status === 'unapproved' ? setPending({ kind: 'status', owner, status: 'approved' }) : void approve(owner)),
    onReject: (owner) => setPending({ kind: 'status', owner, status: 'unapproved' }),
    onDelete: (owner) => setPending({ kind: 'delete', owner }),
    onStatusClick: (owner) => {
      // docs/product.md#owners: the Pending badge approves; Approved and Unapproved toggle after a confirmation.
      if (!owner.status || owner.status === 'pending') void approve(owner);
      else setPending({ kind: 'status', owner, status: owner.status === 'approved' ? 'unapproved' : 'approved' });
    },
  };

  let list;
  if (error && !data) {
    list = <LoadError title={t('owners.loadError')} error={error} onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    list = <LoadingRows label={t('owners.loading')} rows={5} rowHeight={44} />;
  } else if (data && data.owners.length === 0) {
    list = (
      <StateMessage
        icon={UsersRound}
        title={t('owners.empty')}
        text={t('owners.emptyText')}
        actions={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('owners.add')}
          </Button>
        }
      />
    );
  } else if (data) {
    list = <OwnersTable owners={data.owners} caption={t('owners.caption', { count: data.total })} actions={actions} busy={busy} />;
  }

  const pendingTitle = pending?.kind === 'delete' ? t('owners.deleteTitle') : pending ? t('owners.statusTitle', { name: pending.owner.name }) : '';
  const pendingText = pending?.kind === 'delete' ? t('owners.deleteConfirm', { name: pending.owner.name }) : pending ? t('owners.statusConfirm', { status: t(`owners.status.${pending.status}`) }) : '';
  const pendingLabel = pending?.kind === 'delete' ? t('owners.actions.delete') : pending?.status === 'approved' ? t('owners.actions.approve') : t('owners.actions.unapprove');

  return (
    <>
      <div className={`${listPage.header} ${listPage.headerAlignEnd}`}>
        <div>
          <h1 className={listPage.title}>{t('owners.title')}</h1>
          {data && (
            <p className={listPage.lineUnderTitle} aria-live="polite">
              {t('owners.count', { count: data.total })}
            </p>
          )}
        </div>
        <div className={page.headerActions}>
          <a className={page.backLink} href="/">
            <ArrowLeft size={16} aria-hidden="true" />
            {t('owners.backToSite')}
          </a>
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('owners.add')}
          </Button>
        </div>
      </div>
      {list}
      {editing !== undefined && <OwnerFormDialog key={editing?.id ?? 'new'} owner={editing} onClose={() => setEditing(undefined)} />}
      {resetting && <ResetPasswordDialog key={resetting.id} owner={resetting} onClose={() => setResetting(null)} />}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pendingTitle}
        description={pendingText}
        confirmLabel={pendingLabel}
        onConfirm={() => void confirmPending()}
        busy={busy}
      />
    </>
  );
}

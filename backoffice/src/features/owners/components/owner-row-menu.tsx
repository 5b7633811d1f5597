import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, EllipsisVertical, KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import menu from '../../../components/menu/menu.module.css';
import styles from './owners.module.css';

export interface OwnerActions {
  onEdit: (owner: StaffAccount) => void;
  onResetPassword: (owner: StaffAccount) => void;
  onApprove: (owner: StaffAccount) => void;
  onReject: (owner: StaffAccount) => void;
  onDelete: (owner: StaffAccount) => void;
  /** The status badge was clicked: pending approves, approved and unapproved toggle (after a confirmation). */
  onStatusClick: (owner: StaffAccount) => void;
}

/** A row's actions at its end: edit, reset password, approve or reject, delete. */
export function OwnerRowMenu({ owner, actions, disabled }: { owner: StaffAccount; actions: OwnerActions; disabled?: boolean }) {
  const { t } = useTranslation();
  const status = owner.status ?? 'pending';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.menuButton} disabled={disabled} aria-label={t('owners.actions.menu', { name: owner.name })}>
        <EllipsisVertical size={18} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={4}>
          <DropdownMenu.Item className={menu.item} onSelect={() => actions.onEdit(owner)}>
            <Pencil size={16} aria-hidden="true" />
            {t('owners.actions.edit')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menu.item} onSelect={() => actions.onResetPassword(owner)}>
            <KeyRound size={16} aria-hidden="true" />
            {t('owners.actions.resetPassword')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={menu.separator} />
          {status !== 'approved' && (
            <DropdownMenu.Item className={menu.item} onSelect={() => actions.onApprove(owner)}>
              <CircleCheck size={16} aria-hidden="true" />
              {t('owners.actions.approve')}
            </DropdownMenu.Item>
          )}
          {status !== 'unapproved' && (
            <DropdownMenu.Item className={menu.item} onSelect={() => actions.onReject(owner)}>
              <CircleX size={16} aria-hidden="true" />
              {status === 'pending' ? t('owners.actions.reject') : t('owners.actions.unapprove')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className={menu.separator} />
          <DropdownMenu.Item className={`${menu.item} ${menu.danger}`} onSelect={() => actions.onDelete(owner)}>
            <Trash2 size={16} aria-hidden="true" />
            {t('owners.actions.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

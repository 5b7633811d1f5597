import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { OwnerRowMenu, type OwnerActions } from './owner-row-menu.tsx';
import { OwnerStatusBadge } from './owner-status-badge.tsx';
import styles from './owners.module.css';

interface Props {
  owners: StaffAccount[];
  caption: string;
  actions: OwnerActions;
  busy: boolean;
}

/** Name, email, phone, address, notes, status, actions (docs/product.md#owners). Below 900 px each row is a card. */
export function OwnersTable({ owners, caption, actions, busy }: Props) {
  const { t } = useTranslation();
  const columns = {
    name: t('owners.columns.name'),
    email: t('owners.columns.email'),
    phone: t('owners.columns.phone'),
    address: t('owners.columns.address'),
    notes: t('owners.columns.notes'),
    status: t('owners.columns.status'),
    actions: t('owners.columns.actions'),
  };
  return (
    <ListTable
      wrapClassName={styles.tableWrap}
      className={styles.table}
      caption={caption}
      head={
        <>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.email}</th>
          <th scope="col">{columns.phone}</th>
          <th scope="col">{columns.address}</th>
          <th scope="col">{columns.notes}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col" className={styles.actionsCell}>
            <span className="visually-hidden">{columns.actions}</span>
          </th>
        </>
      }
    >
      {owners.map((owner) => {
        const status = owner.status ?? 'pending';
        const statusLabel =
          status === 'pending' ? t('owners.actions.approveNamed', { name: owner.name }) : t('owners.actions.toggleStatus', { name: owner.name, status: t(`owners.status.${status}`) });
        return (
          <tr key={owner.id}>
            <td data-label={columns.name} className={styles.span2}>
              <span className={styles.strong}>{owner.name}</span>
              <span className={styles.muted}>@{owner.username}</span>
            </td>
            <td data-label={columns.email} className={`${styles.wrap} ${styles.span2}`}>
              <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </td>
            <td data-label={columns.phone} className={styles.nowrap}>
              {owner.phone || '—'}
            </td>
            <td data-label={columns.address}>
              <span className={styles.clamp}>{owner.address || '—'}</span>
            </td>
            <td data-label={columns.notes}>
              <span className={styles.clamp}>{owner.notes || '—'}</span>
            </td>
            <td data-label={columns.status}>
              <button type="button" className={styles.badgeButton} disabled={busy} onClick={() => actions.onStatusClick(owner)} aria-label={statusLabel} title={statusLabel}>
                <OwnerStatusBadge status={owner.status} />
              </button>
            </td>
            <td className={styles.actionsCell}>
              <OwnerRowMenu owner={owner} actions={actions} disabled={busy} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}

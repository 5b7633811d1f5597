import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown, Eye } from 'lucide-react';
import type { ContactDto, ContactSort } from '@islandstay/shared/contacts/contact.schemas';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { formatDateTime } from '@islandstay/web-common/lib/dates';
import type { ContactFilters } from '../hooks/contact-filters.ts';
import { ContactStatusMenu } from './contact-status-menu.tsx';
import styles from './contacts.module.css';

interface Props {
  contacts: ContactDto[];
  caption: string;
  filters: ContactFilters;
  onSort: (sortBy: ContactSort) => void;
  onView: (contact: ContactDto) => void;
  onChangeStatus: (contact: ContactDto, status: ContactDto['status']) => void;
  busy: boolean;
}

export function contactPhone(contact: Pick<ContactDto, 'countryCode' | 'phone'>): string {
  if (!contact.phone) return '';
  const code = contact.countryCode ? (contact.countryCode.startsWith('+') ? contact.countryCode : `+${contact.countryCode}`) : '';
  return code ? `${code} ${contact.phone}` : contact.phone;
}

interface SortHeaderProps {
  column: ContactSort;
  label: string;
  filters: ContactFilters;
  onSort: (sortBy: ContactSort) => void;
}

function SortHeader({ column, label, filters, onSort }: SortHeaderProps) {
  const active = filters.sortBy === column;
  const Icon = !active ? ArrowUpDown : filters.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (filters.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}
        <Icon size={14} aria-hidden="true" />
      </button>
    </th>
  );
}

/**
 * Date, Contact Info, Subject (with the villa a "Contact host" message is about), Status, Actions (docs/product.md#contacts). Sticky header; a sortable column's header
 * is a button that says how it sorts (aria-sort). Below 900 px each row is a card.
 */
export function ContactsTable({ contacts, caption, filters, onSort, onView, onChangeStatus, busy }: Props) {
  const { t, i18n } = useTranslation();

  const columns = {
    date: t('contacts.columns.date'),
    contact: t('contacts.columns.contact'),
    subject: t('contacts.columns.subject'),
    status: t('contacts.columns.status'),
    actions: t('contacts.columns.actions'),
  };

  return (
    <ListTable
      wrapClassName={styles.tableWrap}
      className={styles.table}
      caption={caption}
      head={
        <>
          <SortHeader column="createdAt" label={columns.date} filters={filters} onSort={onSort} />
          <SortHeader column="name" label={columns.contact} filters={filters} onSort={onSort} />
          <SortHeader column="subject" label={columns.subject} filters={filters} onSort={onSort} />
          <SortHeader column="status" label={columns.status} filters={filters} onSort={onSort} />
          <th scope="col" className={styles.actionsCell}>
            {columns.actions}
          </th>
        </>
      }
    >
      {contacts.map((contact) => (
        <tr key={contact.id}>
          <td data-label={columns.date} className={styles.nowrap}>
            {formatDateTime(contact.createdAt, i18n.language)}
          </td>
          <td data-label={columns.contact} className={styles.span2}>
            <span className={styles.strong}>{contact.name}</span>
            <span className={styles.muted}>{contact.email}</span>
            {contact.phone && <span className={styles.muted}>{contactPhone(contact)}</span>}
          </td>
          <td data-label={columns.subject} className={styles.span2}>
            <span>{contact.subject}</span>
            {contact.villa && <span className={styles.muted}>{t('contacts.columns.villa', { name: contact.villa.name })}</span>}
          </td>
          <td data-label={columns.status} className={styles.statusCell}>
            <ContactStatusMenu contact={contact} onChange={onChangeStatus} disabled={busy} />
          </td>
          <td className={styles.actionsCell}>
            <button type="button" className={styles.iconButton} onClick={() => onView(contact)} aria-label={t('contacts.actions.view', { name: contact.name })}>
              <Eye size={18} aria-hidden="true" />
            </button>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, type ContactDto } from '@islandstay/shared/contacts/contact.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import form from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { ContactStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { formatDateTime } from '@islandstay/web-common/lib/dates';
import { contactPhone } from './contacts-table.tsx';
import styles from './contacts.module.css';

interface Props {
  contact: ContactDto | undefined;
  onClose: () => void;
  onChangeStatus: (contact: ContactDto, status: ContactDto['status']) => void;
  busy: boolean;
}

/**
 * Contact Details (docs/product.md#contacts): name, email, phone, subject, the villa it is about, the message and when it came. The body
 * is rendered as text (React escapes it; line breaks kept by CSS), never as HTML.
 */
export function ContactDetailDialog({ contact, onClose, onChangeStatus, busy }: Props) {
  const { t, i18n } = useTranslation();
  if (!contact) return null;
  const phone = contactPhone(contact);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('contacts.detail.title')} description={contact.subject} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <dl className={styles.detailList}>
        <dt>{t('contacts.detail.name')}</dt>
        <dd>{contact.name}</dd>
        <dt>{t('contacts.detail.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>{t('contacts.detail.phone')}</dt>
        <dd>{phone ? <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> : '—'}</dd>
        <dt>{t('contacts.detail.subject')}</dt>
        <dd>{contact.subject}</dd>
        <dt>{t('contacts.detail.villa')}</dt>
        <dd>{contact.villa?.name ?? '—'}</dd>
        <dt>{t('contacts.detail.received')}</dt>
        <dd>{formatDateTime(contact.createdAt, i18n.language)}</dd>
        <dt>{t('contacts.detail.status')}</dt>
        <dd>
          <ContactStatusBadge status={contact.status} />
        </dd>
      </dl>
      <section aria-labelledby="contact-message-title" className={styles.messageSection}>
        <h3 id="contact-message-title" className={styles.detailTitle}>
          {t('contacts.detail.message')}
        </h3>
        <p className={styles.messageBody}>{contact.message}</p>
      </section>
      <div className={form.field}>
        <label htmlFor="contact-detail-status" className={form.label}>
          {t('contacts.detail.changeStatus')}
        </label>
        <select id="contact-detail-status" className={form.input} value={contact.status} disabled={busy} onChange={(event) => onChangeStatus(contact, event.target.value as ContactDto['status'])}>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`contactStatus.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </Modal>
  );
}

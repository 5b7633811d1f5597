import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContactDto } from '@islandstay/shared/contacts/contact.schemas';
import { ContactStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { formatDay } from '@islandstay/web-common/lib/dates';
import styles from './dashboard.module.css';

/** The latest contact messages (the admin's dashboard only). */
export function RecentContacts({ contacts }: { contacts: ContactDto[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="recent-contacts-title">
      <div className={styles.panelHeader}>
        <h2 id="recent-contacts-title" className={styles.panelTitle}>
          {t('dashboard.recentContacts')}
        </h2>
        <Link to="/admin/contacts" className={styles.panelLink}>
          {t('dashboard.viewAllContacts')}
        </Link>
      </div>
      {contacts.length === 0 ? (
        <p className={styles.empty}>{t('dashboard.noContacts')}</p>
      ) : (
        <ul className={styles.recentList}>
          {contacts.map((contact) => (
            <li key={contact.id} className={styles.recentRow}>
              <div className={styles.recentMain}>
                <span className={styles.recentTitle}>{contact.name}</span>
                <span className={styles.recentMeta}>{contact.email}</span>
                <span className={styles.recentMeta}>{contact.subject}</span>
              </div>
              <div className={styles.recentSide}>
                <span className={styles.recentMeta}>{formatDay(contact.createdAt, i18n.language)}</span>
                <ContactStatusBadge status={contact.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/api/session.ts';
import styles from './settings-tabs.module.css';

/**
 * The settings pages' own navigation, above their title: Currency for everyone, and the site's
 * payment terms for the admin (the main navigation's Settings leads to the first).
 */
export function SettingsTabs() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);
  return (
    <nav aria-label={t('settingsTabs.label')} className={styles.tabs}>
      <NavLink to="/admin/settings/currency" className={tabClass}>
        {t('settingsTabs.currency')}
      </NavLink>
      <NavLink to="/admin/settings/payments" className={tabClass}>
        {t('settingsTabs.payments')}
      </NavLink>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { RegisterOwnerForm } from '../../features/auth/components/register-owner-form.tsx';
import styles from '../../features/auth/components/auth-card.module.css';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';

/** /register-owner: anyone may apply; the account stays pending until the admin approves it. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('register.title'));
  return (
    <main id="main" className={styles.page}>
      <div className={`${styles.card} ${styles.wide}`}>
        <a href="/" className={styles.brand}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('login.backToSite')}
        </a>
        <h1 className={styles.title}>{t('register.title')}</h1>
        <p className={styles.lead}>{t('register.lead')}</p>
        <RegisterOwnerForm />
      </div>
    </main>
  );
}

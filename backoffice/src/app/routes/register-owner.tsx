import { useTranslation } from 'react-i18next';
import { AuthCard } from '@islandstay/web-common/components/auth-card/auth-card';
import { RegisterOwnerForm } from '../../features/auth/components/register-owner-form.tsx';
import styles from '../../features/auth/components/auth-card.module.css';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';

/** /register-owner: anyone may apply; the account stays pending until the admin approves it. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('register.title'));
  return (
    <AuthCard back={{ to: '/', label: t('login.backToSite'), reloadDocument: true }} classes={{ page: styles.page, card: `${styles.card} ${styles.wide}`, back: styles.brand }}>
      <h1 className={styles.title}>{t('register.title')}</h1>
      <p className={styles.lead}>{t('register.lead')}</p>
      <RegisterOwnerForm />
    </AuthCard>
  );
}

import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useProfile } from '../api/get-profile.ts';
import { ProfileForm } from './profile-form.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import styles from './profile.module.css';

/** The customer's profile page: the form in a card, and sign out. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: customer, error, mutate } = useProfile();

  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('profile.title')}</h1>
        <SignOutButton />
      </div>
      <div className={styles.card}>
        {customer ? (
          <ProfileForm key={customer.id} customer={customer} />
        ) : error ? (
          <StateMessage icon={AlertTriangle} tone="error" title={t('profile.loadFailed')} actions={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />
        ) : (
          <div className={styles.form} aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton width={112} height={112} style={{ borderRadius: '50%' }} />
            <Skeleton height={44} />
            <Skeleton height={44} />
            <Skeleton height={96} />
          </div>
        )}
      </div>
    </>
  );
}

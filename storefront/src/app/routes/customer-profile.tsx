import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../../features/customer-profile/components/profile-page.tsx';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { CustomerOnly } from '../customer-only.tsx';
import { CustomerPageBar } from '../customer-page-bar.tsx';
import styles from './customer-profile.module.css';

/** /customer/profile and /customer-profile (docs/product.md#customer-profile: both shapes): customers only, no site header or footer. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  return (
    <CustomerOnly>
      <CustomerPageBar />
      <main id="main" className={styles.page}>
        <ProfilePage />
      </main>
    </CustomerOnly>
  );
}

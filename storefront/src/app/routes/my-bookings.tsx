import { useTranslation } from 'react-i18next';
import { MyBookings } from '../../features/my-bookings/components/my-bookings.tsx';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { CustomerOnly } from '../customer-only.tsx';
import styles from './my-bookings.module.css';

/** /my-bookings: the signed-in customer's bookings (customers only). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('myBookings.title'));
  return (
    <CustomerOnly>
      <main id="main" className={styles.page}>
        <MyBookings />
      </main>
    </CustomerOnly>
  );
}

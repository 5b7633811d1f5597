import { useTranslation } from 'react-i18next';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page.tsx';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { CustomerOnly } from '../customer-only.tsx';
import { CustomerPageBar } from '../customer-page-bar.tsx';
import styles from './wishlist.module.css';

/** /customer/wishlists: the saved villas (customers only; no site header or footer, docs/product.md#wishlist). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('wishlist.page.title'));
  return (
    <CustomerOnly>
      <CustomerPageBar />
      <main id="main" className={styles.page}>
        <WishlistPage />
      </main>
    </CustomerOnly>
  );
}

import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import styles from './customer-page-bar.module.css';

/**
 * The profile and wishlist pages have no site header (docs/product.md#storefront-routes), so they carry their own way back:
 * home, and the customer's other pages.
 */
export function CustomerPageBar() {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.home}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('nav.home')}
        </Link>
        <nav aria-label={t('profile.accountNav')}>
          <ul className={styles.links}>
            <li>
              <NavLink to="/my-bookings" className={linkClass}>
                {t('nav.myBookings')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/customer/wishlists" className={linkClass}>
                {t('header.wishlist')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/customer/profile" className={linkClass}>
                {t('header.profile')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

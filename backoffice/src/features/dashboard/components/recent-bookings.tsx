import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import { BookingStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { VillaThumb } from '../../../components/villa-thumb/villa-thumb.tsx';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import styles from './dashboard.module.css';

/** The five latest bookings, each with its villa's photo, name and areas. */
export function RecentBookings({ bookings }: { bookings: BookingWithVillaDto[] }) {
  const { t, i18n } = useTranslation();
  const { formatFrom } = useFormatPrice();
  return (
    <section className={styles.panel} aria-labelledby="recent-bookings-title">
      <div className={styles.panelHeader}>
        <h2 id="recent-bookings-title" className={styles.panelTitle}>
          {t('dashboard.recentBookings')}
        </h2>
        <Link to="/admin/bookings" className={styles.panelLink}>
          {t('dashboard.viewAllBookings')}
        </Link>
      </div>
      {bookings.length === 0 ? (
        <p className={styles.empty}>{t('dashboard.noBookings')}</p>
      ) : (
        <ul className={styles.recentList}>
          {bookings.map((booking) => (
            <li key={booking.id} className={styles.recentRow}>
              <VillaThumb images={booking.villa.images} />
              <div className={styles.recentMain}>
                <span className={styles.recentTitle}>{booking.villa.name || booking.villaName}</span>
                <span className={styles.recentMeta}>{[booking.customerInfo.name, booking.villa.areas.join(', ')].filter(Boolean).join(' · ')}</span>
                <span className={styles.recentMeta}>{t('dashboard.stay', { checkIn: formatDate(booking.checkIn, i18n.language), checkOut: formatDate(booking.checkOut, i18n.language) })}</span>
              </div>
              <div className={styles.recentSide}>
                <strong className={styles.amount}>{formatFrom(booking.totalPrice, booking.villaCurrency)}</strong>
                <BookingStatusBadge status={booking.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

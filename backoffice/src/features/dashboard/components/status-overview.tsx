import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@islandstay/shared/bookings/stats.schemas';
import { BookingStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import styles from './dashboard.module.css';

const ROWS = [
  { status: 'confirmed', field: 'confirmedBookings' },
  { status: 'pending', field: 'pendingBookings' },
  { status: 'completed', field: 'completedBookings' },
  { status: 'cancelled', field: 'cancelledBookings' },
] as const;

/** docs/product.md#dashboard: the booking status overview (confirmed, pending, completed, cancelled), each with its share. */
export function StatusOverview({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation();
  const total = ROWS.reduce((sum, row) => sum + stats[row.field], 0);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className={styles.panel} aria-labelledby="status-overview-title">
      <h2 id="status-overview-title" className={styles.panelTitle}>
        {t('dashboard.statusOverview')}
      </h2>
      <ul className={styles.statusList}>
        {ROWS.map(({ status, field }) => {
          const count = stats[field];
          const share = total === 0 ? 0 : Math.round((count / total) * 100);
          return (
            <li key={status} className={styles.statusRow}>
              <BookingStatusBadge status={status} />
              <span className={`${styles.bar} ${styles[`bar-${status}`]}`} aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
              <strong className={styles.statusCount}>{number.format(count)}</strong>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

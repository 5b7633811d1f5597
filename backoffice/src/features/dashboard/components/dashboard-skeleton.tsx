import { useTranslation } from 'react-i18next';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import styles from './dashboard.module.css';

/** The dashboard's shape while its figures load. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('dashboard.loading')}</span>
      <ul className={styles.cards} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.card}>
            <Skeleton width={40} height={40} />
            <Skeleton width="60%" height={14} />
            <Skeleton width="40%" height={28} />
          </li>
        ))}
      </ul>
      <div className={styles.columns} aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className={styles.panel}>
            <Skeleton width="40%" height={20} />
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} height={48} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

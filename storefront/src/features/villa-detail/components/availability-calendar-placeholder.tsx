import { useTranslation } from 'react-i18next';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import styles from './availability-calendar.module.css';

/**
 * The calendar's box while its availability or its code (the date picker) loads: the one shape
 * for both, so swapping one wait for the other moves nothing.
 */
export function AvailabilityCalendarPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">{t('villa.calendar.loading')}</span>
      <Skeleton height={32} width="60%" />
      <Skeleton height={280} />
    </div>
  );
}

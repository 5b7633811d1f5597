import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import styles from './villa-card.module.css';

/** Same box as a card, so results replace it without moving the page. */
export function VillaCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="auto" style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
      <div className={styles.body}>
        <Skeleton width="70%" height={22} />
        <Skeleton width="40%" />
        <Skeleton width="85%" />
        <Skeleton width="100%" height={40} />
        <Skeleton width="50%" height={28} style={{ marginLeft: 'auto', marginTop: 12 }} />
      </div>
    </div>
  );
}

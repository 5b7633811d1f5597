import { useTranslation } from 'react-i18next';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import styles from './villa-detail.module.css';

/** The page's shape while the villa loads: same blocks, same sizes, so nothing jumps (CLS). */
export function VillaDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('villa.loading')}
      </span>
      <div className={styles.section}>
        <Skeleton width={120} height={32} />
        <Skeleton width="60%" height={40} />
        <Skeleton width="40%" height={18} />
      </div>
      <div className={styles.skeletonGallery}>
        <Skeleton height="clamp(260px, 42vw, 480px)" />
        <Skeleton height="clamp(80px, 42vw, 480px)" />
      </div>
      <div className={styles.columns}>
        <div className={styles.main}>
          <Skeleton height={56} />
          <Skeleton height={120} />
          <Skeleton height={320} />
        </div>
        <Skeleton height={420} />
      </div>
    </div>
  );
}

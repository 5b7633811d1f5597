import { VillaCardSkeleton } from '../../../components/villa-card/villa-card-skeleton.tsx';
import styles from './featured-villas.module.css';

/** The featured section's shape while its code loads. */
export function FeaturedVillasPlaceholder() {
  return (
    <section className={styles.section} aria-hidden="true">
      <div className={styles.head}>
        <div className={styles.headPlaceholder} />
      </div>
      <ul className={styles.grid}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <VillaCardSkeleton />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { ArrowRight, TriangleExclamationPoint } from 'lucide-react';
import { ButtonLink } from '@islandstay/web-common/components/button/button';
import { VillaCard } from '../../../components/villa-card/villa-card.tsx';
import { VillaCardSkeleton } from '../../../components/villa-card/villa-card-skeleton.tsx';
import { FEATURED_COUNT, useFeaturedVillas } from '../api/get-featured-villas.ts';
import styles from './featured-villas.module.css';
import { RetryMessage } from '@islandstay/web-common/components/state-message/retry-message';

export function FeaturedVillas() {
  const { t } = useTranslation();
  const { data, error, mutate } = useFeaturedVillas();

  return (
    <section className={styles.section} aria-labelledby="featured-title">
      <div className={styles.head}>
        <div>
          <h2 id="featured-title" className={styles.title}>
            {t('home.featured.title')}
          </h2>
          <p className={styles.subtitle}>{t('home.featured.subtitle')}</p>
        </div>
        <ButtonLink to="/search" variant="secondary" className={styles.viewAll}>
          {t('home.featured.viewAll')}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </div>

      {error && !data ? (
        <RetryMessage icon={TriangleExclamationPoint} title={t('home.featured.errorTitle')} text={t('search.results.errorText')} onRetry={() => void mutate()} />
      ) : (
        <ul className={styles.grid} aria-busy={!data}>
          {data
            ? data.map((villa) => (
                <li key={villa.id}>
                  <VillaCard villa={villa} />
                </li>
              ))
            : Array.from({ length: FEATURED_COUNT }, (_, i) => (
                <li key={i}>
                  <VillaCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useVillaReviews } from '../api/get-villa-reviews.ts';
import { useReviewFilters } from '../hooks/use-review-filters.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewFilters } from './review-filters.tsx';
import { ReviewList } from './review-list.tsx';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import styles from './reviews.module.css';

/** The reviews page body: summary, the inputs for search/stars/order, and the list. */
export function ReviewsPanel({ villaId }: { villaId: string }) {
  const { t } = useTranslation();
  const { filters, setFilters } = useReviewFilters();
  const { data, error, isLoading, mutate } = useVillaReviews(villaId, filters);

  return (
    <div className={styles.panel}>
      <section className={styles.summaryCard} aria-labelledby="reviews-summary-title">
        <h2 id="reviews-summary-title" className={styles.sectionTitle}>
          {t('reviews.summary.title')}
        </h2>
        {data ? <RatingSummary summary={data.summary} /> : <Skeleton height={160} />}
      </section>
      <section className={styles.listSection} aria-labelledby="reviews-list-title">
        <h2 id="reviews-list-title" className="visually-hidden">
          {t('reviews.list.title')}
        </h2>
        <ReviewFilters filters={filters} onChange={setFilters} />
        <ReviewList data={data} error={error} isLoading={isLoading} filters={filters} onChange={setFilters} onRetry={() => void mutate()} />
      </section>
    </div>
  );
}

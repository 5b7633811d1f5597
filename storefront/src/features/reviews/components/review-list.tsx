import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, MessageSquareText, SearchX } from 'lucide-react';
import type { VillaReviewsResponse } from '@islandstay/shared/reviews/review.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import type { ReviewFilters } from '../review-params.ts';
import { ReviewItem } from './review-item.tsx';
import styles from './reviews.module.css';
import { RetryMessage } from '@islandstay/web-common/components/state-message/retry-message';

interface ReviewListProps {
  data: VillaReviewsResponse | undefined;
  error: unknown;
  isLoading: boolean;
  filters: ReviewFilters;
  onChange: (filters: ReviewFilters) => void;
  onRetry: () => void;
}

export function ReviewList({ data, error, isLoading, filters, onChange, onRetry }: ReviewListProps) {
  const { t } = useTranslation();

  if (error && !data) {
    return <RetryMessage icon={MessageSquareText} title={t('reviews.list.errorTitle')} text={t('reviews.list.errorText')} onRetry={onRetry} />;
  }

  if (!data) {
    return (
      <div className={styles.list} aria-busy="true" aria-label={t('reviews.list.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.review}>
            <Skeleton width="40%" height={18} />
            <Skeleton width="25%" height={14} />
            <Skeleton height={48} />
          </div>
        ))}
      </div>
    );
  }

  const filtered = Boolean(filters.q || filters.stars?.length);
  if (data.data.length === 0) {
    return filtered ? (
      <StateMessage
        icon={SearchX}
        title={t('reviews.list.noMatchTitle')}
        text={t('reviews.list.noMatchText')}
        actions={<Button onClick={() => onChange({ order: filters.order })}>{t('reviews.filters.clear')}</Button>}
      />
    ) : (
      <StateMessage icon={MessageSquareText} title={t('reviews.list.emptyTitle')} text={t('reviews.list.emptyText')} />
    );
  }

  const page = data.page;
  const goTo = (next: number) => onChange({ ...filters, page: next });
  return (
    <>
      <p className={styles.count} role="status">
        {t('reviews.list.count', { count: data.total })}
      </p>
      <div className={styles.list} aria-busy={isLoading}>
        {data.data.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </div>
      {data.totalPages > 1 && (
        <nav className={styles.pagination} aria-label={t('reviews.list.pages')}>
          <Button size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
            {t('reviews.list.previous')}
          </Button>
          <span aria-current="page">{t('reviews.list.page', { page, total: data.totalPages })}</span>
          <Button size="sm" disabled={page >= data.totalPages} onClick={() => goTo(page + 1)}>
            {t('reviews.list.next')}
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </nav>
      )}
    </>
  );
}

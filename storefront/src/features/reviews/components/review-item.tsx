import { useTranslation } from 'react-i18next';
import { BadgeCheck } from 'lucide-react';
import type { ReviewDto } from '@islandstay/shared/reviews/review.schemas';
import { ISLAND_TIME_ZONE } from '@islandstay/shared/dates/dates';
import { HelpfulButton } from './helpful-button.tsx';
import { Stars } from './stars.tsx';
import styles from './reviews.module.css';

function formatReviewDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: ISLAND_TIME_ZONE }).format(date);
}

/** One review; its text is rendered as text (React escapes it), never as HTML. */
export function ReviewItem({ review }: { review: ReviewDto }) {
  const { t, i18n } = useTranslation();
  const name = review.author.name.trim() || t('reviews.item.anonymous');
  return (
    <article className={styles.review} aria-labelledby={`review-${review.id}`}>
      <header className={styles.reviewHeader}>
        {review.author.profileImage ? (
          <img className={styles.avatar} src={review.author.profileImage} alt="" width={44} height={44} loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.reviewMeta}>
          <h3 id={`review-${review.id}`} className={styles.author}>
            {name}
            {review.verified && (
              <span className={styles.verified}>
                <BadgeCheck size={14} aria-hidden="true" />
                {t('reviews.item.verified')}
              </span>
            )}
          </h3>
          <time className={styles.date} dateTime={review.createdAt}>
            {formatReviewDate(review.createdAt, i18n.language)}
          </time>
        </div>
      </header>
      <Stars value={review.rating} label={t('reviews.item.rating', { rating: review.rating })} />
      {review.message.trim() ? <p className={styles.message}>{review.message}</p> : <p className={`${styles.message} ${styles.noMessage}`}>{t('reviews.item.noMessage')}</p>}
      <HelpfulButton reviewId={review.id} initialCount={review.helpfulCount} />
    </article>
  );
}

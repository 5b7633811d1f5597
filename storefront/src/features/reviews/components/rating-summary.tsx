import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingSummary as RatingSummaryData } from '@islandstay/shared/reviews/review.schemas';
import { STAR_VALUES } from '../review-params.ts';
import { Stars } from './stars.tsx';
import styles from './reviews.module.css';

interface RatingSummaryProps {
  summary: RatingSummaryData;
  /** Read More on the villa page; nothing on the reviews page itself. */
  action?: ReactNode;
}

/** Average, stars, total and one bar per star, 5 to 1, each with its count and share in words. */
export function RatingSummary({ summary, action }: RatingSummaryProps) {
  const { t } = useTranslation();
  const average = summary.average.toFixed(1);
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.averageNumber}>{summary.total > 0 ? average : '–'}</span>
        <Stars value={summary.average} label={t('reviews.summary.rated', { rating: average })} size={18} />
        <span className={styles.total}>{t('reviews.summary.total', { count: summary.total })}</span>
      </div>
      <ul className={styles.bars} aria-label={t('reviews.summary.breakdown')}>
        {STAR_VALUES.map((star) => {
          const count = summary.breakdown[String(star) as '5' | '4' | '3' | '2' | '1'];
          const percent = summary.total > 0 ? Math.round((count / summary.total) * 100) : 0;
          return (
            <li key={star} className={styles.bar}>
              <span className={styles.barLabel} aria-hidden="true">
                {t('reviews.summary.starShort', { count: star })}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.barCount} aria-hidden="true">
                {percent}%
              </span>
              <span className="visually-hidden">{t('reviews.summary.barText', { count: star, reviews: count, percent })}</span>
            </li>
          );
        })}
      </ul>
      {action && <div className={styles.summaryAction}>{action}</div>}
    </div>
  );
}

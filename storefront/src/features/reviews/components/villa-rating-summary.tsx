import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@islandstay/web-common/components/button/button';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { useRatingSummary } from '../api/get-villa-reviews.ts';
import { RatingSummary } from './rating-summary.tsx';

/** The villa page's rating block: the 5-to-1 breakdown and Read More to the reviews page. */
export function VillaRatingSummary({ villaId, reviewsHref }: { villaId: string; reviewsHref: string }) {
  const { t } = useTranslation();
  const { data, error } = useRatingSummary(villaId);
  if (error && !data) return <p>{t('reviews.summary.unavailable')}</p>;
  if (!data) return <Skeleton height={150} />;
  return (
    <RatingSummary
      summary={data}
      action={
        <ButtonLink to={reviewsHref}>
          {t('reviews.summary.readMore')}
          <ArrowRight size={16} aria-hidden="true" />
        </ButtonLink>
      }
    />
  );
}

import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, House, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '@islandstay/web-common/components/button/button';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { useVilla } from '../../lib/api/villa.ts';
import { ReviewsPanel } from '../../features/reviews/components/reviews-panel.tsx';
import styles from './villa.module.css';

/** /villa/:villaId/reviews: the summary, search, star filter and order, all in the URL. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { data: villa, error, mutate } = useVilla(id);
  const villaHref = `/villa/${encodeURIComponent(id)}`;
  usePageTitle(villa ? t('reviews.pageTitle', { name: villa.name }) : t('reviews.title'));

  if (error && !villa) {
    const notFound = error instanceof ApiError && error.isNotFound;
    return (
      <main id="main" className={styles.state}>
        <StateMessage
          icon={notFound ? SearchX : TriangleAlert}
          tone={notFound ? 'neutral' : 'error'}
          headingLevel={1}
          title={notFound ? t('villa.notFound.title') : t('reviews.loadError')}
          actions={
            <>
              {!notFound && (
                <Button variant="primary" onClick={() => void mutate()}>
                  <RotateCcw size={18} aria-hidden="true" />
                  {t('common.retry')}
                </Button>
              )}
              <ButtonLink to="/">
                <House size={18} aria-hidden="true" />
                {t('villa.goHome')}
              </ButtonLink>
            </>
          }
        />
      </main>
    );
  }

  return (
    <main id="main" className={styles.page}>
      <div className={styles.head}>
        <ButtonLink to={villaHref} variant="ghost" size="sm" className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('reviews.back')}
        </ButtonLink>
        <h1 className={styles.title}>{t('reviews.heading')}</h1>
        {villa ? (
          <p className={styles.subtitle}>
            <Link to={villaHref}>{villa.name}</Link>
          </p>
        ) : (
          <Skeleton width={200} height={20} />
        )}
      </div>
      {villa ? <ReviewsPanel villaId={villa.id} /> : <Skeleton height={320} />}
    </main>
  );
}

import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { House, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { ApiError } from '../../lib/api-client.ts';
import { startingContentLocale } from '../../lib/content-locale.ts';
import { keyForEarlyRead, primeFromEarlyResponse } from '../../lib/landing-data.ts';
import { pendingEarlyResponses } from '../../early-responses.ts';
import { isServerRender } from '../../lib/server-render.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { api } from '@islandstay/shared/api/client';
import { useVilla } from '../../lib/api/villa.ts';
import { VillaDetail } from '../../features/villa-detail/components/villa-detail.tsx';
import { VillaDetailSkeleton } from '../../features/villa-detail/components/villa-detail-skeleton.tsx';
import { VillaRatingSummary } from '../../features/reviews/components/villa-rating-summary.tsx';
import { VillaMap } from '../../features/maps/components/villa-map.tsx';
import styles from './villa.module.css';

/**
 * A visit that starts here renders the villa at once, not its skeleton first: the villa read that
 * index.html asked for beside the code is waited for (lib/landing-data.ts), when it is in the
 * language the page starts in. Later visits return at once.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<null> {
  // On the server the villa is read before the render (entry-server.tsx), not here.
  if (isServerRender(context)) return null;
  const id = params.id ?? '';
  // The early read's URL, as the route-preload script spells it: the villa's path, with or without a query.
  const path = api.villas.get.key({ params: { id } });
  const url = pendingEarlyResponses().find((pending) => pending === path || pending.startsWith(`${path}?`));
  const key = url && keyForEarlyRead(url, startingContentLocale());
  if (!url || !key) return null;
  const query = Object.fromEntries(new URLSearchParams(url.slice(path.length + 1)));
  await primeFromEarlyResponse(url, key, () => api.villas.get({ params: { id }, query }));
  return null;
}

/** /villa/:id (the villa's id or slug). */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { data: villa, error, mutate } = useVilla(id);
  usePageTitle(villa?.name ?? t('villa.title'));

  if (error && !villa) {
    const notFound = error instanceof ApiError && error.isNotFound;
    return (
      <main id="main" className={styles.state}>
        <StateMessage
          icon={notFound ? SearchX : TriangleAlert}
          tone={notFound ? 'neutral' : 'error'}
          headingLevel={1}
          title={notFound ? t('villa.notFound.title') : t('villa.loadError.title')}
          text={notFound ? t('villa.notFound.text') : (refusalFor(error, t) ?? t('villa.loadError.text'))}
          actions={
            <>
              {!notFound && (
                <Button variant="primary" onClick={() => void mutate()}>
                  <RotateCcw size={18} aria-hidden="true" />
                  {t('common.retry')}
                </Button>
              )}
              <ButtonLink to="/" variant={notFound ? 'primary' : 'secondary'}>
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
    <main id="main">
      {villa ? (
        <VillaDetail
          villa={villa}
          reviews={<VillaRatingSummary villaId={villa.id} reviewsHref={`/villa/${encodeURIComponent(id)}/reviews`} />}
          map={villa.location ? <VillaMap location={villa.location} villaName={villa.name} /> : undefined}
        />
      ) : (
        <VillaDetailSkeleton />
      )}
    </main>
  );
}

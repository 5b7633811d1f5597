import { useTranslation } from 'react-i18next';
import { Home, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '@islandstay/web-common/components/button/button';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { useTm30 } from '../api/tm30.ts';
import { Tm30Form } from './tm30-form.tsx';
import styles from './tm30-form.module.css';

/** The pre-arrival (TM30) page of one booking: loads the form as filled so far, then the form. */
export function Tm30Page({ bookingId, token }: { bookingId: string; token?: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useTm30(bookingId, token);
  usePageTitle(t('tm30.title'));

  if (isLoading) return <FullScreenLoader />;
  if (error || !data) {
    const missing = error instanceof ApiError && [400, 404].includes(error.status);
    return (
      <main id="main" className={styles.page}>
        <StateMessage
          icon={SearchX}
          headingLevel={1}
          tone={missing ? 'neutral' : 'error'}
          title={t('tm30.notFound')}
          text={missing ? t('tm30.notFoundText') : t('tm30.loadFailed')}
          actions={
            <>
              {!missing && <Button onClick={() => void mutate()}>{t('common.retry')}</Button>}
              <ButtonLink to="/" variant="primary">
                <Home size={18} aria-hidden="true" />
                {t('common.returnHome')}
              </ButtonLink>
            </>
          }
        />
      </main>
    );
  }
  return (
    <main id="main" className={styles.page}>
      {/* Keyed by booking only: a save must not remount the form, or its "sent" message is lost. */}
      <Tm30Form key={data.bookingId} form={data} token={token} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
    </main>
  );
}

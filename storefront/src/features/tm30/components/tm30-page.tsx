import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { PageReadFailure } from '../../../components/page-read-failure/page-read-failure.tsx';
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
        <PageReadFailure missing={missing} title={t('tm30.notFound')} text={missing ? t('tm30.notFoundText') : t('tm30.loadFailed')} onRetry={() => void mutate()} />
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Download } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { formatDateTime } from '@islandstay/web-common/lib/dates';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadTm30Csv, useBookingTm30 } from '../api/booking-tm30.ts';
import styles from './bookings.module.css';

/**
 * The booking's TM30 pre-arrival details as the guest filled them in: who and how many, and the
 * CSV download in the order of the immigration form, for the owner to file within 24 hours.
 */
export function BookingTm30Section({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useBookingTm30(bookingId);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const file = await downloadTm30Csv(bookingId);
      saveFile(file.blob, file.filename);
    } catch {
      toast.error(t('bookings.tm30.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  const filled = data?.entries.length ?? 0;
  return (
    <section aria-labelledby="booking-tm30-title" className={styles.detailSection}>
      <h3 id="booking-tm30-title" className={styles.detailTitle}>
        {t('bookings.tm30.title')}
      </h3>
      {error ? (
        <p className={styles.muted}>{t('bookings.tm30.loadFailed')}</p>
      ) : !data ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : filled === 0 ? (
        <p className={styles.muted}>{t('bookings.tm30.none')}</p>
      ) : (
        <>
          <p>
            {t('bookings.tm30.filled', { count: filled, guests: data.guestCount })}
            {data.submittedAt && <span className={styles.muted}> · {t('bookings.tm30.submitted', { at: formatDateTime(data.submittedAt, i18n.language) })}</span>}
          </p>
          <ul className={styles.tm30Guests}>
            {data.entries.map((guest, index) => (
              <li key={index}>
                {guest.fullName} ({guest.nationality})
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => void download()} disabled={downloading} className={styles.tm30Download}>
            <Download size={16} aria-hidden="true" />
            {t('bookings.tm30.download')}
          </Button>
          <p className={styles.muted}>{t('bookings.tm30.retention')}</p>
        </>
      )}
    </section>
  );
}

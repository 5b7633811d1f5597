import { useTranslation } from 'react-i18next';
import { AlertTriangle, CalendarX } from 'lucide-react';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { Button } from '@islandstay/web-common/components/button/button';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { LinkMessage } from '@islandstay/web-common/components/state-message/link-message';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { BookingCard } from './booking-card.tsx';
import { serverMessage } from './messages.ts';
import styles from './my-bookings.module.css';

/** My Bookings: a banner with the count, then one card per booking, or the empty state. */
export function MyBookings() {
  const { t } = useTranslation();
  const { data: bookings, error, isLoading, mutate } = useMyBookings();
  const today = todayOnIsland();

  return (
    <>
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <h1 className={styles.title}>{t('myBookings.title')}</h1>
          <p className={styles.count} aria-live="polite">
            {bookings ? t('myBookings.count', { count: bookings.length }) : '\u00a0'}
          </p>
        </div>
      </header>

      <div className={styles.content}>
        {error && !bookings ? (
          <StateMessage
            icon={AlertTriangle}
            tone="error"
            title={t('myBookings.loadFailed')}
            text={serverMessage(t, error, 'myBookings.networkError')}
            actions={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}
          />
        ) : isLoading || !bookings ? (
          <div className={styles.list} aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1].map((i) => (
              <Skeleton key={i} height={220} />
            ))}
          </div>
        ) : bookings.length === 0 ? (
          <LinkMessage icon={CalendarX} title={t('myBookings.empty.title')} text={t('myBookings.empty.text')} links={[{ to: '/search', label: t('common.exploreVillas') }]} />
        ) : (
          <ul className={styles.list}>
            {bookings.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} today={today} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

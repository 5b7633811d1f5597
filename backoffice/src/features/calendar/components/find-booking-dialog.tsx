import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import type { BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import formStyles from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { BookingStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { FIND_BOOKING_MIN, useFindBookings } from '../api/find-bookings.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import styles from './calendar.module.css';

interface FindBookingDialogProps {
  open: boolean;
  onClose: () => void;
  /** A booking chosen: the calendar shows its month and opens it. */
  onFound: (booking: BookingWithVillaDto) => void;
}

/** Find Booking (development flag only): a booking by reference, guest or villa, then shown on the calendar. */
export function FindBookingDialog({ open, onClose, onFound }: FindBookingDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('calendar.find.title')} description={t('calendar.find.description')}>
      {open ? <FindBookingPanel onFound={onFound} /> : null}
    </Modal>
  );
}

function FindBookingPanel({ onFound }: { onFound: (booking: BookingWithVillaDto) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, 300);
  const { bookings, total, error, isSearching, active } = useFindBookings(settled);
  const day = (date: string) => formatDate(date, i18n.language);

  let status: string;
  if (!active) status = t('calendar.find.hint', { count: FIND_BOOKING_MIN });
  else if (isSearching) status = t('calendar.booking.searching');
  else if (bookings.length === 0) status = t('calendar.find.none', { search: settled.trim() });
  else status = t('calendar.find.found', { count: total, shown: bookings.length });

  return (
    <div className={formStyles.form}>
      <FormField id={`${id}-search`} label={t('calendar.find.label')}>
        <input
          id={`${id}-search`}
          type="search"
          className={formStyles.input}
          autoComplete="off"
          placeholder={t('calendar.find.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      {error ? (
        <InlineAlert message={t('calendar.find.error', { reason: refusalFor(error, t) ?? t('calendar.tryAgain') })} className={formStyles.alert} />
      ) : (
        <p className={styles.hint} role="status">
          {active && !isSearching && bookings.length === 0 ? <SearchX size={14} aria-hidden="true" /> : null} {status}
        </p>
      )}
      {bookings.length > 0 ? (
        <ul className={styles.findList} aria-label={t('calendar.find.results')}>
          {bookings.map((booking) => (
            <li key={booking.id}>
              <button type="button" className={styles.findItem} onClick={() => onFound(booking)}>
                <span className={styles.findTop}>
                  <strong>{booking.bookingReference}</strong>
                  <BookingStatusBadge status={booking.status} />
                </span>
                <span>{t('calendar.find.guestAt', { guest: booking.customerInfo.name, villa: booking.villa.name })}</span>
                <span className={styles.findDates}>{t('calendar.conflict.range', { checkIn: day(booking.checkIn), checkOut: day(booking.checkOut) })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import { BOOKING_STATUSES, type BookingStatus, type BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import form from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { BookingStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { VillaThumb } from '../../../components/villa-thumb/villa-thumb.tsx';
import { formatDate, formatDateTime } from '@islandstay/web-common/lib/dates';
import { formatConverted } from '@islandstay/web-common/lib/money';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import type { BookingActions } from './booking-row-menu.tsx';
import { BookingPaymentsSection } from './booking-payments-section.tsx';
import { BookingTm30Section } from './booking-tm30-section.tsx';
import styles from './bookings.module.css';

interface Props {
  booking: BookingWithVillaDto | undefined;
  onClose: () => void;
  actions: Pick<BookingActions, 'onChangeStatus' | 'onCancel'>;
  busy: boolean;
}

/** Everything about one booking, with its status change and cancel (Radix Dialog). */
export function BookingDetailDialog({ booking, onClose, actions, busy }: Props) {
  const { t, i18n } = useTranslation();
  const { formatFrom, currency: display } = useFormatPrice();
  const displayCode = display.code;
  const { currencies } = useCurrency();
  if (!booking) return null;
  const language = i18n.language;
  // An amount in its own currency, exactly as booked (no conversion).
  const inCurrency = (amount: number, code: string) => {
    const own = currencies.find((c) => c.code === code);
    return own ? formatConverted(amount, code, own, currencies) : `${amount} ${code}`;
  };
  const inVillaCurrency = (amount: number) => inCurrency(amount, booking.villaCurrency);

  const rows: [string, string][] = [
    [t('bookings.detail.checkIn'), formatDate(booking.checkIn, language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })],
    [t('bookings.detail.checkOut'), formatDate(booking.checkOut, language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })],
    [t('bookings.detail.nights'), String(booking.nights)],
    [t('bookings.detail.guests'), String(booking.guests)],
    [t('bookings.detail.pricePerNight'), inVillaCurrency(booking.pricePerNight)],
    [t('bookings.detail.subtotal'), inVillaCurrency(booking.subtotal)],
    [t('bookings.detail.discount'), `${booking.discountPercentage}%`],
    [
      t('bookings.detail.total'),
      // The viewer's display currency beside the booked amount, when they differ.
      displayCode === booking.villaCurrency ? inVillaCurrency(booking.totalPrice) : `${inVillaCurrency(booking.totalPrice)} (${formatFrom(booking.totalPrice, booking.villaCurrency)})`,
    ],
    [t('bookings.detail.customerPays'), inCurrency(booking.customerToPay, booking.customerCurrency)],
    [t('bookings.detail.source'), booking.isAdminBooking ? t('bookings.detail.staffBooking') : t('bookings.detail.guestBooking')],
    [t('bookings.detail.created'), formatDateTime(booking.createdAt, language)],
  ];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('bookings.detail.title', { reference: booking.bookingReference })}
      description={booking.villa.name || booking.villaName}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <div className={styles.detailHead}>
        <VillaThumb images={booking.villa.images} size={72} />
        <div>
          <p className={styles.strong}>{booking.villa.name || booking.villaName}</p>
          {booking.villa.areas.length > 0 && <p className={styles.muted}>{booking.villa.areas.join(', ')}</p>}
          <BookingStatusBadge status={booking.status} />
        </div>
      </div>
      <section aria-labelledby="booking-guest-title" className={styles.detailSection}>
        <h3 id="booking-guest-title" className={styles.detailTitle}>
          {t('bookings.detail.guest')}
        </h3>
        <dl className={styles.detailList}>
          <dt>{t('bookings.detail.name')}</dt>
          <dd>{booking.customerInfo.name}</dd>
          <dt>{t('bookings.detail.email')}</dt>
          <dd>{booking.customerInfo.email ? <a href={`mailto:${booking.customerInfo.email}`}>{booking.customerInfo.email}</a> : '—'}</dd>
          <dt>{t('bookings.detail.phone')}</dt>
          <dd>{booking.customerInfo.phone ? <a href={`tel:${booking.customerInfo.phone}`}>{booking.customerInfo.phone}</a> : '—'}</dd>
          {booking.notes && (
            <>
              <dt>{t('bookings.detail.notes')}</dt>
              <dd className={styles.notes}>{booking.notes}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="booking-stay-title" className={styles.detailSection}>
        <h3 id="booking-stay-title" className={styles.detailTitle}>
          {t('bookings.detail.stay')}
        </h3>
        <dl className={styles.detailList}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.detailPair}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <BookingPaymentsSection bookingId={booking.id} />
      <BookingTm30Section bookingId={booking.id} />
      <section aria-labelledby="booking-status-title" className={styles.detailSection}>
        <h3 id="booking-status-title" className={styles.detailTitle}>
          {t('bookings.detail.manage')}
        </h3>
        <div className={styles.manageRow}>
          <div className={form.field}>
            <label htmlFor="booking-detail-status" className={form.label}>
              {t('bookings.detail.status')}
            </label>
            <select id="booking-detail-status" className={form.input} value={booking.status} disabled={busy} onChange={(event) => actions.onChangeStatus(booking, event.target.value as BookingStatus)}>
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`bookingStatus.${status}`)}
                </option>
              ))}
            </select>
          </div>
          {booking.status !== 'cancelled' && (
            <Button variant="secondary" className={styles.cancelButton} disabled={busy} onClick={() => actions.onCancel(booking)}>
              <Ban size={16} aria-hidden="true" />
              {t('bookings.actions.cancel')}
            </Button>
          )}
        </div>
      </section>
    </Modal>
  );
}

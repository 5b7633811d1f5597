import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Info, MapPin, Wallet } from 'lucide-react';
import type { CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import { PaymentStatusBadge } from '@islandstay/web-common/components/payment-status-badge/payment-status-badge';
import { AreaNames } from '../../../components/shown-text/area-names.tsx';
import { VillaImage } from '../../../components/villa-card/villa-image.tsx';
import { ButtonLink } from '@islandstay/web-common/components/button/button';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { formatConverted } from '@islandstay/web-common/lib/money';
import { BookingReview } from './booking-review.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './booking-card.module.css';

/** A stay that happened can be rated once its guest has checked out (the server checks it too). */
export function canRate(booking: Pick<CustomerBookingDto, 'status' | 'checkOut'>, today: IsoDate): boolean {
  return (booking.status === 'confirmed' || booking.status === 'completed') && booking.checkOut <= today;
}

/** Something is still to pay on a live booking: the card links to its payment panel. */
export function canPay(booking: Pick<CustomerBookingDto, 'status' | 'paymentStatus'>): boolean {
  return booking.status !== 'cancelled' && booking.status !== 'completed' && (booking.paymentStatus === 'unpaid' || booking.paymentStatus === 'deposit_paid');
}

interface BookingCardProps {
  booking: CustomerBookingDto;
  /** Today on the island (YYYY-MM-DD). */
  today: IsoDate;
}

/** One booking in My Bookings: what, where, when, how much, its status, and what can be done with it. */
export function BookingCard({ booking, today }: BookingCardProps) {
  const { t, i18n } = useTranslation();
  const { currency, currencies } = useCurrency();
  const villaCurrency = currencies.find((c) => c.code === booking.villaCurrency);
  const total = formatConverted(booking.totalPrice, booking.villaCurrency, villaCurrency ?? currency, currencies);
  const totalInDisplay = currency.code !== booking.villaCurrency && villaCurrency ? formatConverted(booking.totalPrice, booking.villaCurrency, currency, currencies) : null;
  const upcoming = (booking.status === 'confirmed' || booking.status === 'pending') && booking.checkOut > today;
  const date = (iso: string) => formatDate(iso.slice(0, 10), i18n.language);
  const payable = canPay(booking);

  return (
    <article className={styles.card} aria-labelledby={`booking-${booking.id}`}>
      <Link to={`/villa/${booking.villaId}`} className={styles.media} tabIndex={-1} aria-hidden="true">
        <VillaImage image={booking.villa.images[0]} name={booking.villa.name} sizes="(min-width: 720px) 260px, 92vw" />
      </Link>

      <div className={styles.body}>
        <div className={styles.top}>
          <Link
            id={`booking-${booking.id}`}
            to={`/booking-confirmation/${booking.id}`}
            className={styles.reference}
            aria-label={t('myBookings.card.referenceLabel', { reference: booking.bookingReference })}
          >
            {booking.bookingReference}
          </Link>
          <StatusBadge status={booking.status} />
        </div>

        <h2 className={styles.villa}>
          <Link to={`/villa/${booking.villaId}`}>{booking.villa.name}</Link>
        </h2>
        <p className={styles.areas}>
          <MapPin size={16} aria-hidden="true" />
          <AreaNames names={booking.villa.areas} none={t('common.islandName')} />
        </p>

        <dl className={styles.facts}>
          <div>
            <dt>{t('myBookings.card.checkIn')}</dt>
            <dd>{date(booking.checkIn)}</dd>
          </div>
          <div>
            <dt>{t('myBookings.card.checkOut')}</dt>
            <dd>{date(booking.checkOut)}</dd>
          </div>
          <div>
            <dt>{t('myBookings.card.nightsLabel')}</dt>
            <dd>{t('myBookings.card.nights', { count: booking.nights })}</dd>
          </div>
          <div>
            <dt>{t('myBookings.card.guestsLabel')}</dt>
            <dd>{t('myBookings.card.guests', { count: booking.guests })}</dd>
          </div>
          <div>
            <dt>{t('myBookings.card.total')}</dt>
            <dd className={styles.money}>
              {total}
              {totalInDisplay && <span className={styles.approx}>{t('myBookings.card.approx', { amount: totalInDisplay })}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('myBookings.card.bookedOn')}</dt>
            <dd>{date(booking.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('myBookings.card.payment')}</dt>
            <dd>
              <PaymentStatusBadge status={booking.paymentStatus} />
            </dd>
          </div>
        </dl>

        {(payable || booking.canCancel) && (
          <div className={styles.actions}>
            {payable && (
              <ButtonLink to={`/booking-confirmation/${booking.id}#payment`} variant="primary" size="sm" aria-label={t('myBookings.card.payLabel', { reference: booking.bookingReference })}>
                <Wallet size={16} aria-hidden="true" />
                {t('myBookings.card.pay')}
              </ButtonLink>
            )}
            {booking.canCancel && <CancelBookingDialog booking={booking} />}
          </div>
        )}
        {!booking.canCancel && upcoming && (
          <p className={styles.note}>
            <Info size={16} aria-hidden="true" />
            <span>{t('myBookings.cancel.closed')}</span>
          </p>
        )}

        {canRate(booking, today) && <BookingReview booking={booking} />}
      </div>
    </article>
  );
}

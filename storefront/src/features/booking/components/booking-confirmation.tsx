import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CalendarDays, CheckCircle2, Copy, Home, Link2, MapPin, Printer, Share2, Users } from 'lucide-react';
import { FREE_CANCELLATION_HOURS, type BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import { Button, ButtonLink } from '@islandstay/web-common/components/button/button';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { AreaNames } from '../../../components/shown-text/area-names.tsx';
import { PageReadFailure } from '../../../components/page-read-failure/page-read-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { PaymentStatusBadge } from '@islandstay/web-common/components/payment-status-badge/payment-status-badge';
import { useBooking } from '../api/get-booking.ts';
import { useFormatMoney } from '../../../lib/use-format-money.ts';
import styles from './booking-confirmation.module.css';

/** docs/product.md#booking-confirmation: a booking that cannot be loaded (unknown, another customer's, a bad id) is "not found". */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

interface BookingConfirmationProps {
  bookingId: string;
  /** The booking's payment panel, composed by the route (features do not import each other); shown once the booking has loaded. */
  payment?: ReactNode;
}

export function BookingConfirmation({ bookingId, payment }: BookingConfirmationProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useBooking(bookingId, true);
  usePageTitle(data ? t('booking.confirmation.pageTitle', { reference: data.bookingReference }) : t('booking.confirmation.title'));

  if (isLoading) return <FullScreenLoader />;
  if (error || !data) {
    const missing = isMissing(error);
    return (
      <main id="main" className={styles.page}>
        <PageReadFailure
          missing={missing}
          title={t('booking.confirmation.notFound')}
          text={missing ? t('booking.confirmation.notFoundText') : t('booking.confirmation.loadFailed')}
          onRetry={() => void mutate()}
        />
      </main>
    );
  }
  return <ConfirmationDetails booking={data} payment={payment} />;
}

function ConfirmationDetails({ booking, payment }: { booking: BookingWithVillaDto; payment: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { formatIn } = useFormatMoney();
  const date = (value: string) => formatDate(value.slice(0, 10), i18n.language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const image = booking.villa.images[0];
  const otherCurrency = booking.customerCurrency !== booking.villaCurrency;
  const url = typeof window === 'undefined' ? '' : window.location.href;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('booking.confirmation.copied'));
    } catch {
      toast.error(t('booking.confirmation.copyFailed'));
    }
  }

  async function share() {
    const shareData = { title: t('booking.confirmation.shareTitle', { name: booking.villa.name }), url };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(shareData);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink();
  }

  return (
    <main id="main" className={styles.page}>
      <div className={styles.hero}>
        <CheckCircle2 size={48} className={styles.heroIcon} aria-hidden="true" />
        <h1 className={styles.title}>{t('booking.confirmation.title')}</h1>
        <p className={styles.lead}>{t('booking.confirmation.lead', { email: booking.customerInfo.email })}</p>
        <p className={styles.reference}>
          <span>{t('booking.confirmation.reference')}</span>
          <strong>{booking.bookingReference}</strong>
        </p>
      </div>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="confirmation-stay">
          <div className={styles.villa}>
            {image ? (
              <img className={styles.photo} src={image.url} alt="" width={160} height={120} />
            ) : (
              <span className={styles.photoFallback} aria-hidden="true">
                {booking.villa.name.charAt(0)}
              </span>
            )}
            <div>
              <h2 id="confirmation-stay" className={styles.villaName}>
                {booking.villa.name}
              </h2>
              {booking.villa.areas.length > 0 && (
                <p className={styles.muted}>
                  <MapPin size={14} aria-hidden="true" /> <AreaNames names={booking.villa.areas} />
                </p>
              )}
              <p className={styles.status}>{t(`booking.confirmation.status.${booking.status}`)}</p>
            </div>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>
                <CalendarDays size={14} aria-hidden="true" /> {t('booking.summary.checkIn')}
              </dt>
              <dd>{date(booking.checkIn)}</dd>
            </div>
            <div>
              <dt>
                <CalendarDays size={14} aria-hidden="true" /> {t('booking.summary.checkOut')}
              </dt>
              <dd>{date(booking.checkOut)}</dd>
            </div>
            <div>
              <dt>{t('booking.summary.nights')}</dt>
              <dd>{t('booking.summary.nightCount', { count: booking.nights })}</dd>
            </div>
            <div>
              <dt>
                <Users size={14} aria-hidden="true" /> {t('booking.summary.guests')}
              </dt>
              <dd>{t('booking.summary.guestCount', { count: booking.guests })}</dd>
            </div>
            <div>
              <dt>{t('booking.confirmation.bookedOn')}</dt>
              <dd>{date(booking.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('booking.confirmation.payment')}</dt>
              <dd>
                <PaymentStatusBadge status={booking.paymentStatus} />
              </dd>
            </div>
          </dl>
          <div className={styles.total}>
            <span>{t('booking.confirmation.total')}</span>
            <span className={styles.totalAmounts}>
              <strong>{formatIn(booking.totalPrice, booking.villaCurrency)}</strong>
              {otherCurrency && <span className={styles.approx}>{t('booking.confirmation.inCurrency', { amount: formatIn(booking.customerToPay, booking.customerCurrency) })}</span>}
            </span>
          </div>
        </section>

        <section className={styles.card} aria-labelledby="confirmation-guest">
          <h2 id="confirmation-guest" className={styles.cardTitle}>
            {t('booking.confirmation.guest')}
          </h2>
          <dl className={styles.guest}>
            <div>
              <dt>{t('booking.details.name')}</dt>
              <dd>{booking.customerInfo.name}</dd>
            </div>
            <div>
              <dt>{t('booking.details.email')}</dt>
              <dd>{booking.customerInfo.email}</dd>
            </div>
            <div>
              <dt>{t('booking.details.phone')}</dt>
              <dd>{booking.customerInfo.phone}</dd>
            </div>
          </dl>

          <h2 className={styles.cardTitle}>{t('booking.confirmation.nextSteps')}</h2>
          <ol className={styles.nextSteps}>
            <li>{t('booking.confirmation.next.email')}</li>
            <li>{t('booking.confirmation.next.host')}</li>
            <li>{t('booking.confirmation.next.id')}</li>
            <li>{t('booking.confirmation.next.cancel', { hours: FREE_CANCELLATION_HOURS })}</li>
          </ol>
          {booking.status !== 'cancelled' && (
            <p className={styles.tm30} data-print="hide">
              {t('tm30.linkText')} <Link to={`/booking-confirmation/${booking.id}/tm30`}>{t('tm30.link')}</Link>
            </p>
          )}
        </section>
      </div>

      {payment}

      <div className={styles.actions} data-print="hide">
        <Button onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" />
          {t('booking.confirmation.print')}
        </Button>
        <Button onClick={() => void share()}>
          <Share2 size={18} aria-hidden="true" />
          {t('booking.confirmation.share')}
        </Button>
        <Button onClick={() => void copyLink()}>
          <Copy size={18} aria-hidden="true" />
          {t('booking.confirmation.copy')}
        </Button>
        <ButtonLink to="/my-bookings">
          <Link2 size={18} aria-hidden="true" />
          {t('booking.confirmation.myBookings')}
        </ButtonLink>
        <ButtonLink to="/" variant="primary">
          <Home size={18} aria-hidden="true" />
          {t('booking.confirmation.backHome')}
        </ButtonLink>
      </div>
    </main>
  );
}

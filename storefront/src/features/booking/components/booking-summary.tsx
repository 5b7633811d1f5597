import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CalendarDays, MapPin, Users } from 'lucide-react';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { daysBetween } from '@islandstay/shared/dates/dates';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { ShownList } from '../../../components/shown-text/shown-text.tsx';
import { shownTexts } from '../../../lib/shown-texts.ts';
import { stayRuleText } from '../../../lib/stay-rule-text.ts';
import { useFormatMoney } from '../../../lib/use-format-money.ts';
import type { StaySelection } from '../selection.ts';
import { PaymentTerms } from './payment-terms.tsx';
import styles from './booking-summary.module.css';

interface BookingSummaryProps {
  villa: VillaDto;
  selection: StaySelection;
  guests: number;
  quote: QuoteResponse | undefined;
  quoteLoading: boolean;
  quoteError: boolean;
  /** Step 3: how the stay is paid and the cancellation policy, when the quote carries them. */
  showPayment?: boolean;
  /** The step's action (Continue to Verification) under the figures. */
  children?: ReactNode;
}

/** The booking summary and the server's price breakdown: nights, tier, discounts, totals. */
export function BookingSummary({ villa, selection, guests, quote, quoteLoading, quoteError, showPayment = false, children }: BookingSummaryProps) {
  const { t, i18n } = useTranslation();
  const { formatIn, display } = useFormatMoney();
  const { checkIn, checkOut } = selection;
  const nights = checkIn && checkOut ? daysBetween(checkIn, checkOut) : 0;
  const image = villa.images[0];
  // The villa as the booking flow read it, in the page's language: its own area names, no areas read needed.
  const areas = shownTexts(villa).areas;
  const current = quote && quote.checkIn === checkIn && quote.checkOut === checkOut ? quote : undefined;

  return (
    <section className={styles.summary} aria-labelledby="booking-summary-title" aria-busy={quoteLoading || undefined}>
      <div className={styles.villa}>
        {image ? (
          <img className={styles.photo} src={image.formats.thumbnail?.url ?? image.url} alt="" width={96} height={72} loading="lazy" />
        ) : (
          <span className={styles.photoFallback} aria-hidden="true">
            {villa.name.charAt(0)}
          </span>
        )}
        <div>
          <h2 id="booking-summary-title" className={styles.title}>
            {villa.name}
          </h2>
          <p className={styles.muted}>
            <MapPin size={14} aria-hidden="true" /> {areas.length > 0 ? <ShownList texts={areas} /> : t('common.islandName')}
          </p>
        </div>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>
            <CalendarDays size={14} aria-hidden="true" /> {t('booking.summary.checkIn')}
          </dt>
          <dd>{checkIn ? formatDate(checkIn, i18n.language) : t('booking.summary.notChosen')}</dd>
        </div>
        <div>
          <dt>
            <CalendarDays size={14} aria-hidden="true" /> {t('booking.summary.checkOut')}
          </dt>
          <dd>{checkOut ? formatDate(checkOut, i18n.language) : t('booking.summary.notChosen')}</dd>
        </div>
        <div>
          <dt>{t('booking.summary.nights')}</dt>
          <dd>{nights > 0 ? t('booking.summary.nightCount', { count: nights }) : '–'}</dd>
        </div>
        <div>
          <dt>
            <Users size={14} aria-hidden="true" /> {t('booking.summary.guests')}
          </dt>
          <dd>{t('booking.summary.guestCount', { count: guests })}</dd>
        </div>
      </dl>

      {nights > 0 && (
        <div className={styles.breakdown} aria-live="polite">
          <h3 className={styles.subtitle}>{t('booking.price.title')}</h3>
          {current ? (
            <>
              <dl className={styles.lines}>
                <div>
                  <dt>
                    {t('booking.price.nightsLine', { count: current.nights, rate: formatIn(current.subtotal / current.nights, current.currency) })}
                    <span className={styles.tier}>{t(`booking.price.tier.${current.pricingType}`)}</span>
                  </dt>
                  <dd>{formatIn(current.subtotal, current.currency)}</dd>
                </div>
                {current.appliedDiscounts.map((discount) => (
                  <div key={discount.name} className={styles.discount}>
                    <dt>{t('booking.price.discount', { name: discount.name, percent: discount.discountPercentage })}</dt>
                    <dd>−{formatIn(discount.amount, current.currency)}</dd>
                  </div>
                ))}
                {current.cleaningFee > 0 && (
                  <div>
                    <dt>{t('booking.price.cleaningFee')}</dt>
                    <dd>{formatIn(current.cleaningFee, current.currency)}</dd>
                  </div>
                )}
                <div className={styles.total}>
                  <dt>{t('booking.price.totalFor', { count: current.nights, currency: current.currency })}</dt>
                  <dd>{formatIn(current.totalPrice, current.currency)}</dd>
                </div>
                {current.display && current.display.currency !== current.currency && (
                  <div className={styles.converted}>
                    <dt>{t('booking.price.inDisplay', { currency: current.display.currency })}</dt>
                    <dd>≈ {formatIn(current.display.totalPrice, current.display.currency)}</dd>
                  </div>
                )}
              </dl>
              <p className={styles.muted}>
                {t('booking.price.average', {
                  price:
                    current.display && current.display.currency === display.code
                      ? formatIn(current.display.averageNightlyRate, current.display.currency)
                      : formatIn(current.averageNightlyRate, current.currency),
                })}
              </p>
              {!current.available && (
                <p className={styles.unavailable} role="alert">
                  <AlertTriangle size={16} aria-hidden="true" />
                  <span>
                    {current.stayRule && (current.reason === 'min_stay' || current.reason === 'check_in_day' || current.reason === 'check_out_day')
                      ? stayRuleText(t, i18n.language, { reason: current.reason, ...current.stayRule })
                      : current.reason === 'min_stay'
                        ? t('booking.errors.minStay', { count: villa.minimumNights })
                        : current.reason === 'blocked'
                          ? t('booking.errors.blocked')
                          : t('booking.errors.booked')}
                  </span>
                </p>
              )}
            </>
          ) : quoteError ? (
            <p className={styles.unavailable} role="alert">
              <AlertTriangle size={16} aria-hidden="true" />
              <span>{t('booking.price.failed')}</span>
            </p>
          ) : (
            <p className={styles.muted}>{t('booking.price.loading')}</p>
          )}
        </div>
      )}
      {showPayment && current?.payment && <PaymentTerms payment={current.payment} currency={current.currency} />}
      {children}
    </section>
  );
}

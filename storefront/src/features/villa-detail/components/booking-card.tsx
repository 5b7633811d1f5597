import { useTranslation } from 'react-i18next';
import { BadgeCheck, CalendarCheck, Zap } from 'lucide-react';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { ButtonLink, Button } from '@islandstay/web-common/components/button/button';
import { Select } from '@islandstay/web-common/components/select/select';
import { formatDate } from '@islandstay/web-common/lib/dates';
import type { Stay } from '../availability.ts';
import { fromWindowText } from '../../../components/villa-card/villa-card.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import styles from './booking-card.module.css';

interface BookingCardProps {
  villa: Pick<VillaDto, 'id' | 'name' | 'currency' | 'guests' | 'minimumNights' | 'pricingSummary' | 'currentPrice'>;
  stay: Stay;
  guests: number;
  onGuestsChange: (guests: number) => void;
  quote: { data: QuoteResponse | undefined; error: unknown; pending: boolean };
  format: (amount: number, fromCode: string) => string;
  bookHref: string;
  onPickDates: () => void;
}

const TIERS = [
  { key: 'daily', unit: 'perNight' },
  { key: 'weekly', unit: 'perWeek' },
  { key: 'monthly', unit: 'perMonth' },
] as const;

/** Price tiers, the chosen stay and the server's quote, the promises, and the one primary action. */
export function BookingCard({ villa, stay, guests, onGuestsChange, quote, format, bookHref, onPickDates }: BookingCardProps) {
  const { t, i18n } = useTranslation();
  const summary = villa.pricingSummary;
  const fromNightly = summary.daily.from || villa.currentPrice;
  const bothDates = Boolean(stay.checkIn && stay.checkOut);
  const blocked = bothDates && quote.data !== undefined && !quote.data.available;
  const freeHours = bothDates ? quote.data?.payment?.freeCancellationHours : null;
  const guestOptions = Array.from({ length: Math.max(1, villa.guests) }, (_, i) => ({ value: String(i + 1), label: t('villa.booking.guestsOption', { count: i + 1 }) }));

  return (
    <section className={styles.card} aria-labelledby="booking-card-title">
      <h2 id="booking-card-title" className={styles.headline}>
        <span className={styles.from}>{t('villa.booking.from')}</span> <span className={styles.amount}>{format(fromNightly, villa.currency)}</span>{' '}
        <span className={styles.unit}>{t('villa.booking.perNight')}</span> <span className={styles.window}>· {fromWindowText(t, summary.fromWindowDays)}</span>
      </h2>

      <dl className={styles.tiers} aria-label={t('villa.booking.tiers')}>
        {TIERS.map(({ key, unit }) => {
          const tier = summary[key];
          return (
            <div key={key} className={styles.tier}>
              <dt>{t(`villa.booking.tier.${key}`)}</dt>
              <dd>
                <span className={styles.tierPrice}>
                  {t('villa.booking.fromPrice', { price: format(tier.from, villa.currency) })} <span className={styles.unit}>{t(`villa.booking.${unit}`)}</span>
                </span>
                {summary.hasSeasonalPricing && tier.lowSeason !== tier.highSeason && (
                  <span className={styles.seasons}>{t('villa.booking.seasons', { low: format(tier.lowSeason, villa.currency), high: format(tier.highSeason, villa.currency) })}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>

      <div className={styles.stay}>
        {(['checkIn', 'checkOut'] as const).map((end) => {
          const label = t(`villa.booking.${end}`);
          const value = stay[end] ? formatDate(stay[end], i18n.language) : t('villa.booking.addDate');
          return (
            // The space keeps the visible words apart ("Check-in Add date"), so the name contains them (WCAG 2.5.3).
            <button key={end} type="button" className={styles.dateBox} onClick={onPickDates} aria-label={t('villa.booking.dateValue', { label, value })}>
              <span className={styles.dateLabel}>{label}</span> <span>{value}</span>
            </button>
          );
        })}
        <div className={styles.guests}>
          <span className={styles.dateLabel} aria-hidden="true">
            {t('villa.booking.guests')}
          </span>
          <Select label={t('villa.booking.guests')} value={String(guests)} options={guestOptions} onChange={(value) => onGuestsChange(Number(value))} />
        </div>
      </div>

      {bothDates ? (
        <QuoteSummary quote={quote.data} error={quote.error} pending={quote.pending} format={format} minimumNights={villa.minimumNights} />
      ) : (
        <p className={styles.hint}>{t('villa.booking.pickDatesHint')}</p>
      )}

      {blocked ? (
        <Button variant="primary" className={styles.book} disabled>
          {t('villa.booking.bookNow')}
        </Button>
      ) : (
        <ButtonLink variant="primary" className={styles.book} to={bookHref}>
          {t('villa.booking.bookNow')}
        </ButtonLink>
      )}

      <ul className={styles.perks}>
        {/* The promise is the Flexible policy's (docs/product.md#payments): shown once the quote says this villa makes it. */}
        {freeHours != null && (
          <li>
            <CalendarCheck size={18} aria-hidden="true" />
            {t('villa.booking.freeCancellation', { hours: freeHours })}
          </li>
        )}
        <li>
          <BadgeCheck size={18} aria-hidden="true" />
          {t('villa.booking.noFees')}
        </li>
        <li>
          <Zap size={18} aria-hidden="true" />
          {t('villa.booking.instant')}
        </li>
      </ul>
    </section>
  );
}

interface MobileBookingBarProps {
  priceText: string;
  caption: string;
  bookHref: string;
  disabled: boolean;
}

/** Phones and tablets: the price and Book Now, always in reach at the bottom. */
export function MobileBookingBar({ priceText, caption, bookHref, disabled }: MobileBookingBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <p className={styles.barPrice}>
        <span className={styles.amount}>{priceText}</span>
        <span className={styles.unit}>{caption}</span>
      </p>
      {disabled ? (
        <Button variant="primary" disabled>
          {t('villa.booking.bookNow')}
        </Button>
      ) : (
        <ButtonLink variant="primary" to={bookHref}>
          {t('villa.booking.bookNow')}
        </ButtonLink>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { CalendarX2, CircleAlert, LoaderCircle } from 'lucide-react';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { stayRuleText } from '../../../lib/stay-rule-text.ts';
import styles from './booking-card.module.css';

interface QuoteSummaryProps {
  quote: QuoteResponse | undefined;
  error: unknown;
  pending: boolean;
  /** An amount in the quote's currency, shown in the visitor's. */
  format: (amount: number, fromCode: string) => string;
  minimumNights: number;
}

/**
 * The server's price for the chosen stay. When the stay cannot be booked (booked or blocked
 * nights, the weekend minimum stay) it says why in words and the dates stay as they are, so the
 * visitor can adjust one end rather than start over.
 */
export function QuoteSummary({ quote, error, pending, format, minimumNights }: QuoteSummaryProps) {
  const { t, i18n } = useTranslation();

  if (pending && !quote) {
    return (
      <p className={styles.quotePending} role="status">
        <LoaderCircle size={16} aria-hidden="true" className={styles.spin} />
        {t('villa.quote.calculating')}
      </p>
    );
  }

  if (error && !pending) {
    const reason = refusalFor(error, t);
    return (
      <p className={styles.quoteProblem} role="alert">
        <CircleAlert size={18} aria-hidden="true" />
        <span>{reason ? t('villa.quote.failedWith', { message: reason }) : t('villa.quote.failed')}</span>
      </p>
    );
  }

  if (!quote) return null;

  if (!quote.available) {
    const message =
      quote.stayRule && (quote.reason === 'min_stay' || quote.reason === 'check_in_day' || quote.reason === 'check_out_day')
        ? stayRuleText(t, i18n.language, { reason: quote.reason, ...quote.stayRule })
        : quote.reason === 'min_stay'
          ? t('villa.quote.reason.min_stay', { count: minimumNights })
          : quote.reason === 'blocked'
            ? t('villa.quote.reason.blocked')
            : quote.reason === 'booked'
              ? t('villa.quote.reason.booked')
              : (quote.message ?? t('villa.quote.reason.unavailable'));
    return (
      <div className={styles.quoteProblem} role="alert">
        <CalendarX2 size={18} aria-hidden="true" />
        <div>
          <p className={styles.quoteProblemTitle}>{t('villa.quote.unavailableTitle')}</p>
          <p>{message}</p>
        </div>
      </div>
    );
  }

  // The nights' own average: the cleaning fee and the discounts are lines of their own.
  const nightly = format(quote.subtotal / quote.nights, quote.currency);
  return (
    <div className={styles.quote} aria-live="polite" aria-busy={pending}>
      <dl className={styles.quoteLines}>
        <div>
          <dt>{t('villa.quote.nightsLine', { price: nightly, count: quote.nights })}</dt>
          <dd>{format(quote.subtotal, quote.currency)}</dd>
        </div>
        {quote.appliedDiscounts.map((discount) => (
          <div key={discount.name} className={styles.discount}>
            <dt>{t('villa.quote.discount', { name: discount.name, percent: discount.discountPercentage })}</dt>
            <dd>-{format(discount.amount, quote.currency)}</dd>
          </div>
        ))}
        {quote.cleaningFee > 0 && (
          <div>
            <dt>{t('villa.quote.cleaningFee')}</dt>
            <dd>{format(quote.cleaningFee, quote.currency)}</dd>
          </div>
        )}
        <div className={styles.quoteTotal}>
          <dt>{t('villa.quote.totalFor', { count: quote.nights })}</dt>
          <dd>{format(quote.totalPrice, quote.currency)}</dd>
        </div>
      </dl>
      <p className={styles.pricingType}>{t(`villa.quote.type.${quote.pricingType}`)}</p>
    </div>
  );
}

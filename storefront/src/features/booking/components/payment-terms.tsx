import { useTranslation } from 'react-i18next';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { useFormatMoney } from '../../../lib/use-format-money.ts';
import styles from './booking-summary.module.css';

interface PaymentTermsProps {
  payment: NonNullable<QuoteResponse['payment']>;
  /** The villa's currency, which every amount of the plan is in. */
  currency: string;
}

/**
 * How the stay would be paid and the cancellation policy, shown before Confirm Booking
 * (docs/product.md#payments): each instalment with its due date, the policy in one line, and how
 * the first payment is made once the booking is confirmed.
 */
export function PaymentTerms({ payment, currency }: PaymentTermsProps) {
  const { t, i18n } = useTranslation();
  const { formatIn } = useFormatMoney();
  const today = todayOnIsland();
  const { plan, cancellationPolicy, freeCancellationHours } = payment;

  return (
    <section className={styles.payment} aria-labelledby="booking-payment-title">
      <h3 id="booking-payment-title" className={styles.subtitle}>
        {t('payments.title')}
      </h3>
      <dl className={styles.lines}>
        {plan.instalments.map((instalment) => (
          <div key={`${instalment.kind}-${instalment.dueDate}`}>
            <dt>
              {t(`payments.kind.${instalment.kind}`)}
              <span className={styles.due}>{instalment.dueDate <= today ? t('booking.payment.dueToday') : t('payments.plan.dueOn', { date: formatDate(instalment.dueDate, i18n.language) })}</span>
            </dt>
            <dd>{formatIn(instalment.amount, currency)}</dd>
          </div>
        ))}
        {plan.damageDeposit !== null && Number(plan.damageDeposit) > 0 && (
          <div>
            <dt>{t('booking.payment.damageDeposit')}</dt>
            <dd>{formatIn(plan.damageDeposit, currency)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.policy}>
        <strong>{t(`payments.cancellation.name.${cancellationPolicy}`)}</strong> {t(`payments.cancellation.text.${cancellationPolicy}`, { hours: freeCancellationHours ?? 48 })}
      </p>
      <p className={styles.policy}>{t('booking.payment.howToPay', { amount: formatIn(plan.dueAtBooking, currency) })}</p>
    </section>
  );
}

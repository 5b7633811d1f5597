import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Building2, CircleCheck, Copy, Info, LoaderCircle, QrCode, TriangleAlert, Wallet } from 'lucide-react';
import type { GuestPayment } from '@islandstay/shared/payments/guest-payment.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { RetryMessage } from '@islandstay/web-common/components/state-message/retry-message';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { formatDate, formatDateTime } from '@islandstay/web-common/lib/dates';
import { PaymentStatusBadge } from '@islandstay/web-common/components/payment-status-badge/payment-status-badge';
import { useFormatMoney } from '../../../lib/use-format-money.ts';
import { useGuestPayment } from '../api/guest-payment.ts';
import { useCardReturn, type CardReturnPhase } from '../hooks/use-card-return.ts';
import { CardWay } from './card-way.tsx';
import styles from './payment-panel.module.css';

/** The panel's anchor: `/booking-confirmation/<id>#payment` (My Bookings' Pay link) lands on it. */
export const PAYMENT_ANCHOR = 'payment';

type Money = (amount: string) => string;
type DateText = (isoDate: string) => string;

function isPositive(amount: string): boolean {
  return Number(amount) > 0;
}

/**
 * The page is still loading when a `#payment` link arrives, so the browser finds no anchor to go
 * to; once the panel has something to show, it scrolls itself into view, once.
 */
function useScrollIntoViewOnArrival(ready: boolean) {
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${PAYMENT_ANCHOR}`) return;
    done.current = true;
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
  return ref;
}

/**
 * One booking's money for its guest (docs/product.md#payments): the payment status, the plan and
 * what is paid and due, what to pay now with the PromptPay QR and the bank details, and the
 * cancellation policy with what cancelling now would give back.
 */
export function PaymentPanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { data, error, isValidating, mutate } = useGuestPayment(bookingId);
  const ref = useScrollIntoViewOnArrival(data !== undefined || error !== undefined);
  const cardReturn = useCardReturn(data, mutate);

  return (
    <section id={PAYMENT_ANCHOR} ref={ref} className={styles.panel} aria-labelledby="payment-title" aria-busy={!data && !error ? true : undefined}>
      <div className={styles.head}>
        <h2 id="payment-title" className={styles.title}>
          {t('payments.title')}
        </h2>
        {data && <PaymentStatusBadge status={data.status} />}
      </div>
      {cardReturn && <CardReturnNotice phase={cardReturn} />}
      {data ? (
        <PaymentDetails payment={data} />
      ) : error ? (
        <RetryMessage icon={TriangleAlert} title={t('payments.loadFailed')} text={refusalFor(error, t) ?? t('payments.loadFailedText')} onRetry={() => void mutate()} retrying={isValidating} />
      ) : (
        <div className={styles.skeleton}>
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton height={20} width="40%" />
          <Skeleton height={72} />
          <Skeleton height={260} />
          <Skeleton height={48} />
        </div>
      )}
    </section>
  );
}

/** Back from Stripe: the card payment being confirmed, received, still awaited, or refused. */
function CardReturnNotice({ phase }: { phase: CardReturnPhase }) {
  const { t } = useTranslation();
  if (phase === 'failed') {
    return (
      <p className={styles.cardFailed} role="alert">
        <TriangleAlert size={16} aria-hidden="true" />
        <span>{t('payments.card.return.failed')}</span>
      </p>
    );
  }
  const Icon = phase === 'received' ? CircleCheck : phase === 'confirming' ? LoaderCircle : Info;
  return (
    <p className={phase === 'received' ? styles.cardReceived : styles.cardInfo} role="status">
      <Icon size={16} aria-hidden="true" className={phase === 'confirming' ? styles.spinning : undefined} />
      <span>{t(`payments.card.return.${phase}`)}</span>
    </p>
  );
}

function PaymentDetails({ payment }: { payment: GuestPayment }) {
  const { t, i18n } = useTranslation();
  const { formatIn } = useFormatMoney();
  const money: Money = (amount) => formatIn(amount, payment.currency);
  const date: DateText = (isoDate) => formatDate(isoDate.slice(0, 10), i18n.language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <>
      {payment.lapsedAt && (
        <p className={styles.overdue} role="status">
          <TriangleAlert size={16} aria-hidden="true" />
          {t('payments.lapsed', { time: formatDateTime(payment.lapsedAt, i18n.language) })}
        </p>
      )}
      <PlanSection payment={payment} money={money} date={date} />
      {payment.nextPayment && <PayNowSection payment={payment} next={payment.nextPayment} money={money} date={date} />}
      <CancellationSection cancellation={payment.cancellation} money={money} />
    </>
  );
}

function PlanSection({ payment, money, date }: { payment: GuestPayment; money: Money; date: DateText }) {
  const { t } = useTranslation();
  const { plan, amounts } = payment;
  return (
    <section className={styles.block} aria-labelledby="payment-plan-title">
      <h3 id="payment-plan-title" className={styles.subtitle}>
        {t('payments.plan.title')}
      </h3>
      <ul className={styles.instalments}>
        {plan.instalments.map((instalment) => (
          <li key={`${instalment.kind}-${instalment.dueDate}`} className={styles.instalment}>
            <span className={styles.instalmentName}>
              <strong>{t(`payments.kind.${instalment.kind}`)}</strong>
              <span className={styles.muted}>{t('payments.plan.dueOn', { date: date(instalment.dueDate) })}</span>
            </span>
            <span className={styles.amount}>{money(instalment.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.sums}>
        <div>
          <dt>{t('payments.plan.paid')}</dt>
          <dd>{money(amounts.paid)}</dd>
        </div>
        {isPositive(amounts.refunded) && (
          <div>
            <dt>{t('payments.plan.refunded')}</dt>
            <dd>{money(amounts.refunded)}</dd>
          </div>
        )}
        <div>
          <dt>{t('payments.plan.due')}</dt>
          <dd>{money(amounts.due)}</dd>
        </div>
        {isPositive(amounts.damageHeld) && (
          <div>
            <dt>{t('payments.plan.damageHeld')}</dt>
            <dd>{money(amounts.damageHeld)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

interface PayNowProps {
  payment: GuestPayment;
  next: NonNullable<GuestPayment['nextPayment']>;
  money: Money;
  date: DateText;
}

function PayNowSection({ payment, next, money, date }: PayNowProps) {
  const { t, i18n } = useTranslation();
  const { promptPay, bankTransfer, card } = payment.ways;
  // Where Stripe brings the guest back: this booking's confirmation page, at this panel.
  const returnUrl = new URL(`/booking-confirmation/${encodeURIComponent(payment.bookingId)}#${PAYMENT_ANCHOR}`, window.location.origin).href;
  return (
    <section className={styles.payNow} aria-labelledby="pay-now-title">
      <h3 id="pay-now-title" className={styles.subtitle}>
        {t('payments.payNow.title')}
      </h3>
      <div className={styles.dueLine}>
        <span className={styles.dueAmount}>{money(next.amount)}</span>
        <span className={styles.muted}>{t(`payments.kind.${next.kind}`)}</span>
        {next.overdue ? (
          <span className={styles.overdue}>
            <TriangleAlert size={16} aria-hidden="true" />
            {t('payments.payNow.overdue', { date: date(next.dueDate) })}
          </span>
        ) : (
          <span className={styles.dueBy}>{t('payments.payNow.dueBy', { date: date(next.dueDate) })}</span>
        )}
      </div>
      {payment.holdUntil && <p className={styles.muted}>{t('payments.payNow.holdUntil', { time: formatDateTime(payment.holdUntil, i18n.language) })}</p>}

      {promptPay || bankTransfer || card ? (
        <div className={styles.ways}>
          {card && <CardWay bookingId={payment.bookingId} amount={money(next.amount)} paidBefore={payment.amounts.paid} returnUrl={returnUrl} />}
          {promptPay && (
            <section className={styles.way} aria-labelledby="pay-promptpay-title">
              <h4 id="pay-promptpay-title" className={styles.wayTitle}>
                <QrCode size={18} aria-hidden="true" />
                {t('payments.promptPay.title')}
              </h4>
              {/* An SVG made on the server: it stays sharp at any size. */}
              <img className={styles.qr} src={promptPay.qrImage} alt={t('payments.promptPay.qrAlt', { amount: money(promptPay.amount) })} width={240} height={240} />
              <p className={styles.muted}>{t('payments.promptPay.scan')}</p>
              <dl className={styles.details}>
                <div>
                  <dt>{t('payments.amount')}</dt>
                  <dd className={styles.amount}>{money(promptPay.amount)}</dd>
                </div>
                <div>
                  <dt>{t('payments.promptPay.id')}</dt>
                  <dd className={styles.code}>{promptPay.promptPayId}</dd>
                </div>
              </dl>
            </section>
          )}
          {bankTransfer && (
            <section className={styles.way} aria-labelledby="pay-bank-title">
              <h4 id="pay-bank-title" className={styles.wayTitle}>
                <Building2 size={18} aria-hidden="true" />
                {t('payments.bank.title')}
              </h4>
              <dl className={styles.details}>
                <div>
                  <dt>{t('payments.bank.bankName')}</dt>
                  <dd>{bankTransfer.bankName}</dd>
                </div>
                <div>
                  <dt>{t('payments.bank.accountName')}</dt>
                  <dd>{bankTransfer.accountName}</dd>
                </div>
                <div>
                  <dt>{t('payments.bank.accountNumber')}</dt>
                  <dd className={styles.copyable}>
                    <span className={styles.code}>{bankTransfer.accountNumber}</span>
                    <CopyButton value={bankTransfer.accountNumber} label={t('payments.bank.copyAccountNumber')} copied={t('payments.bank.accountNumberCopied')} />
                  </dd>
                </div>
                <div>
                  <dt>{t('payments.amount')}</dt>
                  <dd className={styles.amount}>{money(next.amount)}</dd>
                </div>
              </dl>
            </section>
          )}
        </div>
      ) : (
        <p className={styles.note}>
          <Wallet size={16} aria-hidden="true" />
          <span>{t('payments.payNow.noWays')}</span>
        </p>
      )}

      <div className={styles.reference}>
        <p>{t('payments.reference.note')}</p>
        <div className={styles.copyable}>
          <strong className={styles.referenceCode}>{payment.reference}</strong>
          <CopyButton value={payment.reference} label={t('payments.reference.copy')} copied={t('payments.reference.copied')} />
        </div>
      </div>

      <p className={styles.note}>
        <Info size={16} aria-hidden="true" />
        <span>{t('payments.payNow.recorded')}</span>
      </p>
    </section>
  );
}

/** Copies a value, with a toast either way, as the confirmation page copies its link. */
function CopyButton({ value, label, copied }: { value: string; label: string; copied: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copied);
    } catch {
      toast.error(t('payments.copyFailed'));
    }
  }
  return (
    <Button size="sm" aria-label={label} onClick={() => void copy()}>
      <Copy size={16} aria-hidden="true" />
      {t('payments.copy')}
    </Button>
  );
}

function CancellationSection({ cancellation, money }: { cancellation: GuestPayment['cancellation']; money: Money }) {
  const { t } = useTranslation();
  const { policy, freeCancellationHours, ifCancelledNow } = cancellation;
  return (
    <section className={styles.block} aria-labelledby="payment-policy-title">
      <h3 id="payment-policy-title" className={styles.subtitle}>
        {t('payments.cancellation.title')}
      </h3>
      <p>
        <strong>{t(`payments.cancellation.name.${policy}`)}</strong> {t(`payments.cancellation.text.${policy}`, { hours: freeCancellationHours ?? 48 })}
      </p>
      <p className={styles.muted}>{t('payments.cancellation.afterCheckIn')}</p>
      {ifCancelledNow && (
        <p className={styles.refundNow}>
          {t('payments.cancellation.ifCancelledNow', { amount: money(ifCancelledNow.refund) })}
          {isPositive(ifCancelledNow.retained) && ` ${t('payments.cancellation.retained', { amount: money(ifCancelledNow.retained) })}`}
        </p>
      )}
    </section>
  );
}

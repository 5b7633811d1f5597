import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { Banknote, Undo2 } from 'lucide-react';
import {
  PAYMENT_METHODS,
  recordPaymentSchema,
  recordRefundSchema,
  type BookingLedger,
  type LedgerEntryDto,
  type LedgerWriteResponse,
  type RecordPayment,
  type RecordRefund,
} from '@islandstay/shared/payments/ledger.schemas';
import type { PaymentStatus } from '@islandstay/shared/payments/payment-status';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { asFieldError, fieldMessageFor, refusalFor, type Translate } from '@islandstay/web-common/errors/messages';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatDate, formatDateTime } from '@islandstay/web-common/lib/dates';
import { useSchemaForm, type CodedFieldError } from '@islandstay/web-common/lib/form-resolver';
import { formatPrice } from '@islandstay/web-common/lib/money';
import form from '../../../components/form/form.module.css';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { recordPayment, recordRefund, refreshBookingPayments, useBookingPayments } from '../api/booking-payments.ts';
import styles from './booking-payments.module.css';

type Money = (amount: string) => string;
type OpenForm = 'payment' | 'refund' | null;

/** The ledger's exact decimal text in the booking's own currency (no conversion), as the rest of the dialog shows amounts. */
function useMoney(code: string | undefined): { money: Money; decimalPlaces: number } {
  const { currencies } = useCurrency();
  const own = currencies.find((c) => c.code === code);
  return {
    money: (amount) => (own ? formatPrice(Number(amount), own) : `${amount} ${code ?? ''}`.trim()),
    decimalPlaces: own?.decimalPlaces ?? 2,
  };
}

function isPositive(amount: string): boolean {
  return Number(amount) > 0;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The booking's payment status as a coloured badge with its word. */
function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[status]}`}>{t(`bookings.payments.status.${status}`)}</span>;
}

/**
 * A booking's money in the detail dialog: its payment status, plan and sums, the ledger rows in the
 * order they were recorded, and the forms that record a payment received or a refund sent.
 */
export function BookingPaymentsSection({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { data, error } = useBookingPayments(bookingId);
  const [open, setOpen] = useState<OpenForm>(null);
  const { money, decimalPlaces } = useMoney(data?.currency);

  // Focus goes back to the button that opened the form, not to the page behind the dialog.
  function close(which: Exclude<OpenForm, null>) {
    setOpen(null);
    requestAnimationFrame(() => document.getElementById(`booking-payments-open-${which}`)?.focus());
  }

  return (
    <section aria-labelledby="booking-payments-title" className={styles.section}>
      <div className={styles.head}>
        <h3 id="booking-payments-title" className={styles.title}>
          {t('bookings.payments.title')}
        </h3>
        {data && <PaymentStatusBadge status={data.status} />}
      </div>
      {error ? (
        <p className={styles.muted}>{t('bookings.payments.loadFailed')}</p>
      ) : !data ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : (
        <>
          <PlanAndSums ledger={data} money={money} />
          <LedgerTable entries={data.entries} money={money} />
          <div className={styles.actions}>
            {isPositive(data.amounts.due) && (
              <Button
                id="booking-payments-open-payment"
                aria-expanded={open === 'payment'}
                aria-controls={open === 'payment' ? 'booking-payment-form' : undefined}
                onClick={() => setOpen(open === 'payment' ? null : 'payment')}
              >
                <Banknote size={16} aria-hidden="true" />
                {t('bookings.payments.recordPayment')}
              </Button>
            )}
            {isPositive(data.amounts.net) && (
              <Button
                id="booking-payments-open-refund"
                aria-expanded={open === 'refund'}
                aria-controls={open === 'refund' ? 'booking-refund-form' : undefined}
                onClick={() => setOpen(open === 'refund' ? null : 'refund')}
              >
                <Undo2 size={16} aria-hidden="true" />
                {t('bookings.payments.refund')}
              </Button>
            )}
          </div>
          {open === 'payment' && <PaymentForm bookingId={bookingId} ledger={data} money={money} decimalPlaces={decimalPlaces} onClose={() => close('payment')} />}
          {open === 'refund' && <RefundForm bookingId={bookingId} ledger={data} money={money} decimalPlaces={decimalPlaces} onClose={() => close('refund')} />}
        </>
      )}
    </section>
  );
}

function PlanAndSums({ ledger, money }: { ledger: BookingLedger; money: Money }) {
  const { t, i18n } = useTranslation();
  const { plan, amounts } = ledger;
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <>
      <h4 className={styles.subtitle}>{t('bookings.payments.plan.title')}</h4>
      <dl className={styles.list}>
        <div className={styles.pair}>
          <dt>{t('bookings.payments.plan.total')}</dt>
          <dd>{money(plan.total)}</dd>
        </div>
        <div className={styles.pair}>
          <dt>{t('bookings.payments.plan.dueAtBooking')}</dt>
          <dd>{money(plan.dueAtBooking)}</dd>
        </div>
        {plan.balanceDueDate && (
          <div className={styles.pair}>
            <dt>{t('bookings.payments.plan.balanceDueDate')}</dt>
            <dd>{date(plan.balanceDueDate)}</dd>
          </div>
        )}
        {plan.instalments.length > 0 && (
          <div className={styles.pair}>
            <dt>{t('bookings.payments.plan.instalments')}</dt>
            <dd>
              <ul className={styles.instalments}>
                {plan.instalments.map((instalment) => (
                  <li key={`${instalment.kind}-${instalment.dueDate}`}>
                    {t('bookings.payments.plan.instalment', { kind: t(`bookings.payments.plan.kinds.${instalment.kind}`), amount: money(instalment.amount), date: date(instalment.dueDate) })}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <h4 className={styles.subtitle}>{t('bookings.payments.sums.title')}</h4>
      <dl className={styles.list}>
        <div className={styles.pair}>
          <dt>{t('bookings.payments.sums.paid')}</dt>
          <dd>{money(amounts.paid)}</dd>
        </div>
        <div className={styles.pair}>
          <dt>{t('bookings.payments.sums.refunded')}</dt>
          <dd>{money(amounts.refunded)}</dd>
        </div>
        <div className={styles.pair}>
          <dt>{t('bookings.payments.sums.due')}</dt>
          <dd>{money(amounts.due)}</dd>
        </div>
        {Number(amounts.damageHeld) !== 0 && (
          <div className={styles.pair}>
            <dt>{t('bookings.payments.sums.damageHeld')}</dt>
            <dd>{money(amounts.damageHeld)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

/** The ledger rows as the server keeps them (the order recorded: newest last); cards below 900 px. */
function LedgerTable({ entries, money }: { entries: readonly LedgerEntryDto[]; money: Money }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <p className={styles.muted}>{t('bookings.payments.ledger.empty')}</p>;
  const column = (name: string) => t(`bookings.payments.ledger.columns.${name}`);
  return (
    <ListTable
      wrapClassName={styles.tableWrap}
      className={styles.table}
      caption={t('bookings.payments.ledger.caption', { count: entries.length })}
      head={
        <>
          <th scope="col">{column('receivedOn')}</th>
          <th scope="col">{column('kind')}</th>
          <th scope="col">{column('method')}</th>
          <th scope="col" className={styles.numeric}>
            {column('amount')}
          </th>
          <th scope="col">{column('reference')}</th>
          <th scope="col">{column('note')}</th>
          <th scope="col">{column('recordedBy')}</th>
        </>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td data-label={column('receivedOn')}>{formatDate(entry.receivedOn, i18n.language)}</td>
          <td data-label={column('kind')}>{t(`bookings.payments.kinds.${entry.kind}`)}</td>
          <td data-label={column('method')}>{t(`bookings.payments.methods.${entry.method}`)}</td>
          <td data-label={column('amount')} className={styles.numeric}>
            {money(entry.amount)}
          </td>
          <td data-label={column('reference')} className={styles.wrapText}>
            {entry.externalReference ?? '—'}
          </td>
          <td data-label={column('note')} className={styles.wrapText}>
            {entry.note ?? '—'}
          </td>
          <td data-label={column('recordedBy')} className={styles.wrapText}>
            {entry.recordedBy === 'system' ? t('bookings.payments.ledger.system') : entry.recordedBy}
            <span className={styles.muted}> · {formatDateTime(entry.recordedAt, i18n.language)}</span>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

interface FormProps {
  bookingId: string;
  ledger: BookingLedger;
  money: Money;
  decimalPlaces: number;
  onClose: () => void;
}

/** What a written row's form does after a write: one Idempotency-Key per submission, the server's refusal on its fields. */
function useLedgerWrite<Values extends FieldValues>(bookingId: string, fields: readonly Path<Values>[], setError: UseFormSetError<Values>) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  // Made when the form opens and again after each write: a double click, or a retry after a lost
  // answer, sends the same key, so the server records the money once.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [problem, setProblem] = useState<string | null>(null);

  async function write(send: (key: string) => Promise<LedgerWriteResponse>, failed: string): Promise<LedgerWriteResponse | undefined> {
    setProblem(null);
    try {
      const answer = await send(idempotencyKey);
      setIdempotencyKey(newKey());
      return answer;
    } catch (error) {
      let onField = false;
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if ((fields as readonly string[]).includes(detail.path)) {
            setError(detail.path as Path<Values>, asFieldError(detail));
            onField = true;
          }
        }
        // The key went with other details before (an earlier try did reach the server): show what it wrote, and start a new submission.
        if (error.code === 'booking.idempotencyKeyReused') {
          setIdempotencyKey(newKey());
          void refreshBookingPayments(bookingId, mutate);
        }
      }
      const reason = onField ? undefined : refusalFor(error, t, { scope: 'payments' });
      setProblem(reason ? `${failed} ${reason}` : failed);
      return undefined;
    }
  }

  return { write, problem };
}

/** "1250.50" at the currency's places ("1250" for baht), for the amount's hint and error. */
function exampleAmount(decimalPlaces: number): string {
  return decimalPlaces > 0 ? `1250.${'5'.padEnd(decimalPlaces, '0')}` : '1250';
}

/** The amount's error: a bad number in the app's words, a limit with the limit as money, the rest by code. */
function amountMessage(error: CodedFieldError | undefined, t: Translate, money: Money, decimalPlaces: number): string | undefined {
  if (!error) return undefined;
  if (error.type === 'validation.invalidFormat' || error.type === 'validation.invalid') return t('bookings.payments.form.amountInvalid', { example: exampleAmount(decimalPlaces) });
  const maximum = error.params?.maximum;
  return fieldMessageFor(error, t, { scope: 'payments', field: 'amount', values: typeof maximum === 'number' ? { maximum: money(String(maximum)) } : undefined });
}

/** Empty text is a field left out (the schemas' optional fields take no empty string). */
const blankAsAbsent = (value: string) => (value.trim() === '' ? undefined : value);
/** An amount as typed, without the spaces and thousands separators people type. */
const amountText = (value: string) => value.replace(/[\s,]/g, '');

const methodOptions = (t: Translate) => PAYMENT_METHODS.map((method) => ({ value: method, label: t(`bookings.payments.methods.${method}`) }));

interface PaymentValues {
  amount: string;
  method: RecordPayment['method'];
  receivedOn?: string;
  externalReference?: string;
  note?: string;
}

const PAYMENT_FIELDS = ['amount', 'method', 'receivedOn', 'externalReference', 'note'] as const;

/** Money received for the stay: the amount starts at what is still due. */
function PaymentForm({ bookingId, ledger, money, decimalPlaces, onClose }: FormProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { register, handleSubmit, setError, setFocus, errors, isSubmitting } = useSchemaForm<PaymentValues, RecordPayment>(recordPaymentSchema, {
    defaultValues: { amount: ledger.amounts.due, method: PAYMENT_METHODS[0] },
  });
  const { write, problem } = useLedgerWrite<PaymentValues>(bookingId, PAYMENT_FIELDS, setError);
  useEffect(() => setFocus('amount'), [setFocus]);

  async function submit(values: RecordPayment) {
    const answer = await write((key) => recordPayment(bookingId, values, key, mutate), t('bookings.payments.paymentFailed'));
    if (!answer) return;
    toast.success(t('bookings.payments.paymentRecorded', { amount: money(answer.entry.amount) }));
    onClose();
  }

  const error = (name: Exclude<keyof PaymentValues, 'amount'>) => fieldMessageFor(errors[name], t, { scope: 'payments', field: name });
  const amountError = amountMessage(errors.amount, t, money, decimalPlaces);
  return (
    <form id="booking-payment-form" aria-labelledby="booking-payment-form-title" className={`${form.form} ${styles.formCard}`} onSubmit={handleSubmit(submit)} noValidate>
      <h4 id="booking-payment-form-title" className={styles.subtitle}>
        {t('bookings.payments.recordPayment')}
      </h4>
      <InlineAlert message={problem} className={form.alert} iconSize={18} />
      <div className={form.grid2}>
        <FormField
          id="payment-amount"
          label={t('bookings.payments.form.amount', { currency: ledger.currency })}
          error={amountError}
          hint={t('bookings.payments.form.dueHint', { amount: money(ledger.amounts.due) })}
          required
        >
          <input
            className={form.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            {...fieldA11y('payment-amount', amountError, 'payment-amount-hint')}
            {...register('amount', { setValueAs: amountText })}
          />
        </FormField>
        <FormField id="payment-method" label={t('bookings.payments.form.method')} error={error('method')} required>
          <NativeSelect className={form.input} options={methodOptions(t)} {...fieldA11y('payment-method', error('method'))} {...register('method')} />
        </FormField>
        <FormField id="payment-receivedOn" label={t('bookings.payments.form.receivedOn')} error={error('receivedOn')} hint={t('bookings.payments.form.todayHint')}>
          <input className={form.input} type="date" {...fieldA11y('payment-receivedOn', error('receivedOn'), 'payment-receivedOn-hint')} {...register('receivedOn', { setValueAs: blankAsAbsent })} />
        </FormField>
        <FormField id="payment-reference" label={t('bookings.payments.form.reference')} error={error('externalReference')} hint={t('bookings.payments.form.referenceHint')}>
          <input
            className={form.input}
            type="text"
            autoComplete="off"
            {...fieldA11y('payment-reference', error('externalReference'), 'payment-reference-hint')}
            {...register('externalReference', { setValueAs: blankAsAbsent })}
          />
        </FormField>
      </div>
      <FormField id="payment-note" label={t('bookings.payments.form.note')} error={error('note')}>
        <textarea className={form.input} rows={2} {...fieldA11y('payment-note', error('note'))} {...register('note', { setValueAs: blankAsAbsent })} />
      </FormField>
      <div className={styles.formButtons}>
        <Button onClick={onClose}>{t('bookings.payments.form.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('bookings.payments.form.saving') : t('bookings.payments.form.submitPayment')}
        </Button>
      </div>
    </form>
  );
}

interface RefundValues {
  amount: string;
  method: RecordRefund['method'];
  reason: string;
  receivedOn?: string;
  externalReference?: string;
}

const REFUND_FIELDS = ['amount', 'method', 'reason', 'receivedOn', 'externalReference'] as const;

/** Money sent back to the guest: at most what the stay holds, and always with its reason. */
function RefundForm({ bookingId, ledger, money, decimalPlaces, onClose }: FormProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { register, handleSubmit, setError, setFocus, errors, isSubmitting } = useSchemaForm<RefundValues, RecordRefund>(recordRefundSchema, {
    defaultValues: { amount: '', method: PAYMENT_METHODS[0], reason: '' },
  });
  const { write, problem } = useLedgerWrite<RefundValues>(bookingId, REFUND_FIELDS, setError);
  useEffect(() => setFocus('amount'), [setFocus]);

  async function submit(values: RecordRefund) {
    const answer = await write((key) => recordRefund(bookingId, values, key, mutate), t('bookings.payments.refundFailed'));
    if (!answer) return;
    toast.success(t('bookings.payments.refundRecorded', { amount: money(answer.entry.amount) }));
    onClose();
  }

  const error = (name: Exclude<keyof RefundValues, 'amount'>) => fieldMessageFor(errors[name], t, { scope: 'payments', field: name });
  const amountError = amountMessage(errors.amount, t, money, decimalPlaces);
  return (
    <form id="booking-refund-form" aria-labelledby="booking-refund-form-title" className={`${form.form} ${styles.formCard}`} onSubmit={handleSubmit(submit)} noValidate>
      <h4 id="booking-refund-form-title" className={styles.subtitle}>
        {t('bookings.payments.refund')}
      </h4>
      <InlineAlert message={problem} className={form.alert} iconSize={18} />
      <div className={form.grid2}>
        <FormField
          id="refund-amount"
          label={t('bookings.payments.form.amount', { currency: ledger.currency })}
          error={amountError}
          hint={t('bookings.payments.form.refundableHint', { amount: money(ledger.amounts.net) })}
          required
        >
          <input
            className={form.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            {...fieldA11y('refund-amount', amountError, 'refund-amount-hint')}
            {...register('amount', { setValueAs: amountText })}
          />
        </FormField>
        <FormField id="refund-method" label={t('bookings.payments.form.method')} error={error('method')} required>
          <NativeSelect className={form.input} options={methodOptions(t)} {...fieldA11y('refund-method', error('method'))} {...register('method')} />
        </FormField>
        <FormField id="refund-receivedOn" label={t('bookings.payments.form.refundedOn')} error={error('receivedOn')} hint={t('bookings.payments.form.todayHint')}>
          <input className={form.input} type="date" {...fieldA11y('refund-receivedOn', error('receivedOn'), 'refund-receivedOn-hint')} {...register('receivedOn', { setValueAs: blankAsAbsent })} />
        </FormField>
        <FormField id="refund-reference" label={t('bookings.payments.form.reference')} error={error('externalReference')} hint={t('bookings.payments.form.referenceHint')}>
          <input
            className={form.input}
            type="text"
            autoComplete="off"
            {...fieldA11y('refund-reference', error('externalReference'), 'refund-reference-hint')}
            {...register('externalReference', { setValueAs: blankAsAbsent })}
          />
        </FormField>
      </div>
      <FormField id="refund-reason" label={t('bookings.payments.form.reason')} error={error('reason')} required>
        <textarea className={form.input} rows={2} {...fieldA11y('refund-reason', error('reason'))} {...register('reason')} />
      </FormField>
      <div className={styles.formButtons}>
        <Button onClick={onClose}>{t('bookings.payments.form.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('bookings.payments.form.saving') : t('bookings.payments.form.submitRefund')}
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useMemo, useState } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig, type ScopedMutator } from 'swr';
import type { z } from 'zod';
import { Banknote, ShieldCheck, ShieldOff, Undo2 } from 'lucide-react';
import {
  damageReleaseSchemaFor,
  PAYMENT_METHODS,
  recordDamageHoldSchema,
  recordPaymentSchema,
  recordRefundSchema,
  type BookingLedger,
  type LedgerEntryDto,
  type LedgerWriteResponse,
  type RecordDamageHold,
  type RecordDamageRelease,
  type RecordPayment,
  type RecordRefund,
} from '@islandstay/shared/payments/ledger.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { PaymentStatusBadge } from '@islandstay/web-common/components/payment-status-badge/payment-status-badge';
import { asFieldError, fieldMessageFor, refusalFor, type Translate } from '@islandstay/web-common/errors/messages';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatDate, formatDateTime } from '@islandstay/web-common/lib/dates';
import { useSchemaForm, type CodedFieldError } from '@islandstay/web-common/lib/form-resolver';
import { formatPrice } from '@islandstay/web-common/lib/money';
import form from '../../../components/form/form.module.css';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { recordDamageHold, recordDamageRelease, recordPayment, recordRefund, refreshBookingPayments, useBookingPayments } from '../api/booking-payments.ts';
import styles from './booking-payments.module.css';

type Money = (amount: string) => string;
type OpenForm = LedgerKind | null;

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

/** What more of the booking's damage deposit may be held now: what its terms ask for, less what is held. */
function damageRoom(ledger: BookingLedger): string {
  const room = Number(ledger.damageDeposit.required ?? 0) - Number(ledger.amounts.damageHeld);
  // At the currency's places, as the ledger's amounts are written (no binary-float tail).
  const places = ledger.amounts.damageHeld.split('.')[1]?.length ?? 0;
  return room > 0 ? room.toFixed(places) : '0';
}

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A booking's money in the detail dialog: its payment status, plan and sums, the ledger rows in the
 * order they were recorded, and the forms that record a payment received or a refund sent, and the
 * damage deposit held or given back (apart from the stay: the payment status does not move).
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
        {data && <PaymentStatusBadge status={data.status} marker="dot" />}
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
            {isPositive(damageRoom(data)) && (
              <Button
                id="booking-payments-open-damageHold"
                aria-expanded={open === 'damageHold'}
                aria-controls={open === 'damageHold' ? 'booking-damageHold-form' : undefined}
                onClick={() => setOpen(open === 'damageHold' ? null : 'damageHold')}
              >
                <ShieldCheck size={16} aria-hidden="true" />
                {t('bookings.payments.damage.hold')}
              </Button>
            )}
            {isPositive(data.amounts.damageHeld) && (
              <Button
                id="booking-payments-open-damageRelease"
                aria-expanded={open === 'damageRelease'}
                aria-controls={open === 'damageRelease' ? 'booking-damageRelease-form' : undefined}
                onClick={() => setOpen(open === 'damageRelease' ? null : 'damageRelease')}
              >
                <ShieldOff size={16} aria-hidden="true" />
                {t('bookings.payments.damage.release')}
              </Button>
            )}
          </div>
          {/* Keyed by kind: switching from one form to the other opens a fresh form (values, focus, key). */}
          {open && <LedgerEntryForm key={open} kind={open} bookingId={bookingId} ledger={data} money={money} decimalPlaces={decimalPlaces} onClose={() => close(open)} />}
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
      </dl>
      <DamageDepositSums ledger={ledger} money={money} />
    </>
  );
}

/** The damage deposit, apart from the stay: what the terms ask for, held, given back and kept for damage. */
function DamageDepositSums({ ledger, money }: { ledger: BookingLedger; money: Money }) {
  const { t } = useTranslation();
  const { required, held, released, kept } = ledger.damageDeposit;
  if (!isPositive(required ?? '0') && !isPositive(held)) return null;
  const rows: [string, string][] = [
    ...(required === null ? [] : ([[t('bookings.payments.damage.required'), required]] as [string, string][])),
    [t('bookings.payments.sums.damageHeld'), held],
    [t('bookings.payments.damage.released'), released],
    [t('bookings.payments.damage.kept'), kept],
  ];
  return (
    <>
      <h4 className={styles.subtitle}>{t('bookings.payments.damage.title')}</h4>
      <dl className={styles.list}>
        {rows.map(([label, amount]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Who recorded a row, to read: the service's own rows by what they are, staff by name (the id stays the server's audit link). */
function recorderName(entry: LedgerEntryDto, t: Translate): string {
  if (entry.recordedBy === 'system') return t('bookings.payments.ledger.system');
  if (entry.recordedBy === 'stripe') return t('bookings.payments.ledger.stripe');
  return entry.recordedByName ?? t('bookings.payments.ledger.unknownStaff');
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
            {recorderName(entry, t)}
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

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What a ledger form's inputs hold. One shape for both kinds: a payment's form has no `reason`
 * input and a refund's no `note`, so the field a kind does not show is simply never registered.
 */
interface LedgerFormValues {
  amount: string;
  method: PaymentMethod;
  receivedOn?: string;
  externalReference?: string;
  note?: string;
  reason?: string;
}

/** What each kind's form sends once its schema passes. */
interface LedgerOutputs {
  payment: RecordPayment;
  refund: RecordRefund;
  damageHold: RecordDamageHold;
  damageRelease: RecordDamageRelease;
}
type LedgerKind = keyof LedgerOutputs;

/** What differs between recording a payment and a refund; the form itself is the same. */
interface LedgerKindConfig<Output> {
  /** The kind's shared schema, given the ledger for a rule that depends on it (a release's reason). */
  schema: (ledger: BookingLedger) => z.ZodType<Output>;
  /** The fields a server refusal may name (its other details go to the alert). */
  fields: readonly (keyof LedgerFormValues)[];
  /** The values the form opens with, the amount among them. */
  defaultValues: (ledger: BookingLedger) => DefaultValues<LedgerFormValues>;
  /** The amount's hint and the sum it shows. */
  amountHint: { key: string; amount: (ledger: BookingLedger) => string };
  dateLabelKey: string;
  /**
   * The free text under the fields: a payment's or a hold's optional note, a refund's required
   * reason, a release's reason (required when it keeps part of the deposit: the schema says when).
   */
  text: { name: 'note' | 'reason'; labelKey: string; required: boolean; blankAsAbsent: boolean; hintKey?: string };
  send: (bookingId: string, body: Output, idempotencyKey: string, mutate: ScopedMutator) => Promise<LedgerWriteResponse>;
  failedKey: string;
  recordedKey: string;
  titleKey: string;
  submitKey: string;
  /** Prefixes every input's id (`payment-amount`) and names the form (`booking-payment-form`). */
  idPrefix: LedgerKind;
}

const LEDGER_KINDS: { [K in LedgerKind]: LedgerKindConfig<LedgerOutputs[K]> } = {
  /** Money received for the stay: the amount starts at what is still due. */
  payment: {
    schema: () => recordPaymentSchema,
    fields: ['amount', 'method', 'receivedOn', 'externalReference', 'note'],
    defaultValues: ({ amounts }) => ({ amount: amounts.due, method: PAYMENT_METHODS[0] }),
    amountHint: { key: 'bookings.payments.form.dueHint', amount: ({ amounts }) => amounts.due },
    dateLabelKey: 'bookings.payments.form.receivedOn',
    text: { name: 'note', labelKey: 'bookings.payments.form.note', required: false, blankAsAbsent: true },
    send: recordPayment,
    failedKey: 'bookings.payments.paymentFailed',
    recordedKey: 'bookings.payments.paymentRecorded',
    titleKey: 'bookings.payments.recordPayment',
    submitKey: 'bookings.payments.form.submitPayment',
    idPrefix: 'payment',
  },
  /** Money sent back to the guest: at most what the stay holds, and always with its reason. */
  refund: {
    schema: () => recordRefundSchema,
    fields: ['amount', 'method', 'reason', 'receivedOn', 'externalReference'],
    defaultValues: () => ({ amount: '', method: PAYMENT_METHODS[0], reason: '' }),
    amountHint: { key: 'bookings.payments.form.refundableHint', amount: ({ amounts }) => amounts.net },
    dateLabelKey: 'bookings.payments.form.refundedOn',
    text: { name: 'reason', labelKey: 'bookings.payments.form.reason', required: true, blankAsAbsent: false },
    send: recordRefund,
    failedKey: 'bookings.payments.refundFailed',
    recordedKey: 'bookings.payments.refundRecorded',
    titleKey: 'bookings.payments.refund',
    submitKey: 'bookings.payments.form.submitRefund',
    idPrefix: 'refund',
  },
  /** The damage deposit taken: the amount starts at what the terms ask for and is not held yet. */
  damageHold: {
    schema: () => recordDamageHoldSchema,
    fields: ['amount', 'method', 'receivedOn', 'externalReference', 'note'],
    defaultValues: (ledger) => ({ amount: damageRoom(ledger), method: PAYMENT_METHODS[0] }),
    amountHint: { key: 'bookings.payments.damageForm.holdableHint', amount: damageRoom },
    dateLabelKey: 'bookings.payments.damageForm.heldOn',
    text: { name: 'note', labelKey: 'bookings.payments.form.note', required: false, blankAsAbsent: true },
    send: recordDamageHold,
    failedKey: 'bookings.payments.damage.holdFailed',
    recordedKey: 'bookings.payments.damage.holdRecorded',
    titleKey: 'bookings.payments.damage.hold',
    submitKey: 'bookings.payments.damageForm.submitHold',
    idPrefix: 'damageHold',
  },
  /** The damage deposit given back: at most what is held; less keeps the rest for damage, with its reason. */
  damageRelease: {
    schema: (ledger) => damageReleaseSchemaFor(ledger.amounts.damageHeld),
    fields: ['amount', 'method', 'reason', 'receivedOn', 'externalReference'],
    defaultValues: ({ amounts }) => ({ amount: amounts.damageHeld, method: PAYMENT_METHODS[0] }),
    amountHint: { key: 'bookings.payments.damageForm.releasableHint', amount: ({ amounts }) => amounts.damageHeld },
    dateLabelKey: 'bookings.payments.damageForm.releasedOn',
    text: { name: 'reason', labelKey: 'bookings.payments.damageForm.keptReason', required: false, blankAsAbsent: true, hintKey: 'bookings.payments.damageForm.keptReasonHint' },
    send: recordDamageRelease,
    failedKey: 'bookings.payments.damage.releaseFailed',
    recordedKey: 'bookings.payments.damage.releaseRecorded',
    titleKey: 'bookings.payments.damage.release',
    submitKey: 'bookings.payments.damageForm.submitRelease',
    idPrefix: 'damageRelease',
  },
};

/** The form that writes one ledger row of the given kind (a payment received or a refund sent). */
function LedgerEntryForm<K extends LedgerKind>({ kind, bookingId, ledger, money, decimalPlaces, onClose }: FormProps & { kind: K }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  // Indexing the mapped table with K keeps each kind's schema and send function paired on one Output.
  const config: LedgerKindConfig<LedgerOutputs[K]> = LEDGER_KINDS[kind];
  // The schema is made once per form (the form is keyed by kind and opened afresh).
  const schema = useMemo(() => config.schema(ledger), [config, ledger]);
  const { register, handleSubmit, setError, setFocus, errors, isSubmitting } = useSchemaForm<LedgerFormValues, LedgerOutputs[K]>(schema, {
    defaultValues: config.defaultValues(ledger),
  });
  const { write, problem } = useLedgerWrite<LedgerFormValues>(bookingId, config.fields, setError);
  useEffect(() => setFocus('amount'), [setFocus]);

  async function submit(values: LedgerOutputs[K]) {
    const answer = await write((key) => config.send(bookingId, values, key, mutate), t(config.failedKey));
    if (!answer) return;
    toast.success(t(config.recordedKey, { amount: money(answer.entry.amount) }));
    onClose();
  }

  const id = (field: string) => `${config.idPrefix}-${field}`;
  const error = (name: Exclude<keyof LedgerFormValues, 'amount'>) => fieldMessageFor(errors[name], t, { scope: 'payments', field: name });
  const amountError = amountMessage(errors.amount, t, money, decimalPlaces);
  const text = config.text;
  return (
    <form id={`booking-${config.idPrefix}-form`} aria-labelledby={`booking-${config.idPrefix}-form-title`} className={`${form.form} ${styles.formCard}`} onSubmit={handleSubmit(submit)} noValidate>
      <h4 id={`booking-${config.idPrefix}-form-title`} className={styles.subtitle}>
        {t(config.titleKey)}
      </h4>
      <InlineAlert message={problem} className={form.alert} iconSize={18} />
      <div className={form.grid2}>
        <FormField
          id={id('amount')}
          label={t('bookings.payments.form.amount', { currency: ledger.currency })}
          error={amountError}
          hint={t(config.amountHint.key, { amount: money(config.amountHint.amount(ledger)) })}
          required
        >
          <input
            className={form.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            {...fieldA11y(id('amount'), amountError, id('amount-hint'))}
            {...register('amount', { setValueAs: amountText })}
          />
        </FormField>
        <FormField id={id('method')} label={t('bookings.payments.form.method')} error={error('method')} required>
          <NativeSelect className={form.input} options={methodOptions(t)} {...fieldA11y(id('method'), error('method'))} {...register('method')} />
        </FormField>
        <FormField id={id('receivedOn')} label={t(config.dateLabelKey)} error={error('receivedOn')} hint={t('bookings.payments.form.todayHint')}>
          <input className={form.input} type="date" {...fieldA11y(id('receivedOn'), error('receivedOn'), id('receivedOn-hint'))} {...register('receivedOn', { setValueAs: blankAsAbsent })} />
        </FormField>
        <FormField id={id('reference')} label={t('bookings.payments.form.reference')} error={error('externalReference')} hint={t('bookings.payments.form.referenceHint')}>
          <input
            className={form.input}
            type="text"
            autoComplete="off"
            {...fieldA11y(id('reference'), error('externalReference'), id('reference-hint'))}
            {...register('externalReference', { setValueAs: blankAsAbsent })}
          />
        </FormField>
      </div>
      <FormField id={id(text.name)} label={t(text.labelKey)} error={error(text.name)} required={text.required} hint={text.hintKey ? t(text.hintKey) : undefined}>
        {/* A required reason stays '' when empty (the schema's own "give the reason"); an optional note is left out. */}
        <textarea
          className={form.input}
          rows={2}
          {...fieldA11y(id(text.name), error(text.name), text.hintKey ? id(`${text.name}-hint`) : undefined)}
          {...register(text.name, text.blankAsAbsent ? { setValueAs: blankAsAbsent } : undefined)}
        />
      </FormField>
      <div className={styles.formButtons}>
        <Button onClick={onClose}>{t('bookings.payments.form.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('bookings.payments.form.saving') : t(config.submitKey)}
        </Button>
      </div>
    </form>
  );
}

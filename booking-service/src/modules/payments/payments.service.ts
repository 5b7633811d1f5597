import Decimal from 'decimal.js';
import type { z } from 'zod';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import QRCode from 'qrcode';
import { freeCancellationHours, refundFor } from '@islandstay/shared/payments/cancellation-policy';
import type { CardPaymentResponse } from '@islandstay/shared/payments/card.schemas';
import type { GuestPayment } from '@islandstay/shared/payments/guest-payment.schemas';
import { promptPayPayload } from '@islandstay/shared/payments/promptpay';
import {
  keepsPartOfDamageDeposit,
  type BookingLedger,
  type LedgerEntryDto,
  type LedgerWriteResponse,
  type RecordDamageHold,
  type RecordDamageRelease,
  type RecordPayment,
  type RecordRefund,
} from '@islandstay/shared/payments/ledger.schemas';
import { effectivePaymentSettings, moneyText, paymentPlan, type MoneyCurrency, type PaymentPlan, type PaymentSettings } from '@islandstay/shared/payments/payment-plan';
import type { VillaPaymentTerms, VillaPaymentTermsUpdate, villaPaymentTermsResponseSchema } from '@islandstay/shared/payments/payment-plan.schemas';
import { amountsOf, damageDepositOf, paymentStatus, type LedgerEntryKind } from '@islandstay/shared/payments/payment-status';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { CardProvider, StripeEvent } from './stripe-cards.ts';
import type { Session } from '../auth/session.service.ts';
import { ownerScope, villaInScope } from '../auth/scope.ts';
import { findBookingMoney, villaOwnerOf, writePaymentStatus, type BookingMoney } from '../bookings/booking-reads.ts';
import { appendEntry, findCardPayment, listLedger, saveCardPayment, setCardPaymentStatus, takeStripeEvent, type CardPaymentRow, type StoredEntry } from './payments.repository.ts';
import { sitePaymentSettings, villaPaymentTerms, writeSitePaymentSettings, writeVillaPaymentTerms } from './payment-terms.ts';

type VillaPaymentTermsResponse = z.infer<typeof villaPaymentTermsResponseSchema>;

const NOT_FOUND = 'Booking not found';

/** A write's answer and whether it replays an earlier one. */
export interface LedgerWrite {
  replayed: boolean;
  response: LedgerWriteResponse;
}

interface EntryRequest {
  kind: LedgerEntryKind;
  amount: string;
  method: LedgerEntryDto['method'];
  receivedOn: string | undefined;
  externalReference: string | undefined;
  note: string | undefined;
}

/**
 * The display names of staff accounts by id (the staff-accounts module's, from the account
 * service); an id it cannot name is left out.
 */
export type StaffNames = (ids: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/** How guests may pay, as configured (PROMPTPAY_ID, BANK_TRANSFER_*); a way left unset is not offered. */
export interface PaymentWays {
  promptPayId?: string;
  bankTransfer?: { bankName: string; accountName: string; accountNumber: string };
}

/**
 * A booking's ledger: money rows appended by staff, never changed, and everything said about the
 * booking's money (plan, sums, payment status) derived from them under the terms and the
 * cancellation policy the booking was made under. Each append also writes the derived status onto
 * the booking, in its transaction, for lists to filter on.
 */
export class PaymentsService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ways: PaymentWays = {},
    private readonly mail?: Pick<MailService, 'moneyReceipt'>,
    private readonly cards?: CardProvider,
    private readonly staffNames?: StaffNames,
  ) {}

  /**
   * Starts a card payment of what is due now on the guest's own booking: a PaymentIntent for the
   * amount the server computed. The same amount due again gives the same intent (Stripe's
   * idempotency key is the booking, the instalment and the amount).
   */
  async cardPayment(session: Session, bookingId: string): Promise<CardPaymentResponse> {
    const booking = await findBookingMoney(this.db, bookingId);
    if (!booking || session.role !== 'customer' || booking.customerId !== session.subject) throw AppError.notFound(NOT_FOUND, 'booking.notFound');
    if (!this.cards) throw new AppError('CONFLICT', 'payments.cardNotOffered', 'Card payments are not offered');
    const currency: MoneyCurrency = { code: booking.currency, decimalPlaces: booking.decimalPlaces };
    const live = booking.status !== 'cancelled' && booking.status !== 'completed';
    const next = live ? nextPayment(this.ledgerOf(booking, await listLedger(this.db, booking.id)), todayOnIsland(this.clock()), currency) : null;
    if (!next) throw new AppError('CONFLICT', 'payments.nothingDue', 'Nothing is due on this booking now');
    const amountMinor = new Decimal(next.amount).mul(new Decimal(10).pow(currency.decimalPlaces)).toNumber();
    const intent = await cardCall(() =>
      this.cards!.createIntent({ amountMinor, currency: currency.code, bookingId: booking.id, reference: booking.reference, idempotencyKey: `booking-${booking.id}-${next.kind}-${next.amount}` }),
    );
    await saveCardPayment(this.db, { intentId: intent.id, bookingId: booking.id, amount: next.amount, currency: currency.code });
    return { provider: 'stripe', paymentIntentId: intent.id, clientSecret: intent.clientSecret, amount: next.amount, currency: currency.code, publishableKey: this.cards.publishableKey };
  }

  /**
   * One Stripe event, checked against its signature over the raw body, taken once by its id:
   * - payment_intent.succeeded credits the booking with what Stripe received (once per intent);
   * - payment_intent.payment_failed and .canceled mark the intent, never undoing a success;
   * - charge.refunded records what went back beyond the refunds already recorded for that intent,
   *   crediting the payment first when its success has not arrived yet (events come in any order).
   * An event about an intent this site did not start is refused (400), and nothing is kept of it.
   */
  async stripeEvent(rawBody: string, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    if (!this.cards) throw new AppError('CONFLICT', 'payments.cardNotOffered', 'Card payments are not configured');
    let event: StripeEvent;
    try {
      event = this.cards.verifyEvent(rawBody, signature ?? '');
    } catch {
      throw AppError.validation('stripe-signature', 'payments.badSignature', 'the Stripe-Signature header does not verify this body');
    }
    const object = event.data.object;
    const now = this.clock();
    return this.db.transaction(async (trx) => {
      if (!(await takeStripeEvent(trx, event.id, event.type))) return { received: true, duplicate: true };
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const card = await this.knownIntent(trx, String(object.id));
          await this.creditCard(trx, card, Number(object.amount_received ?? object.amount), now);
          await setCardPaymentStatus(trx, card.intentId, 'succeeded', now);
          break;
        }
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled': {
          const card = await this.knownIntent(trx, String(object.id));
          await setCardPaymentStatus(trx, card.intentId, event.type === 'payment_intent.canceled' ? 'canceled' : 'failed', now);
          break;
        }
        case 'charge.refunded': {
          const card = await this.knownIntent(trx, String(object.payment_intent));
          await this.creditCard(trx, card, Number(object.amount_captured ?? object.amount), now);
          await setCardPaymentStatus(trx, card.intentId, 'succeeded', now);
          await this.refundCard(trx, card, Number(object.amount_refunded), now);
          break;
        }
        default:
          break;
      }
      return { received: true, duplicate: false };
    });
  }

  private async knownIntent(trx: Knex.Transaction, intentId: string): Promise<CardPaymentRow> {
    const card = await findCardPayment(trx, intentId);
    if (!card) throw AppError.validation('data.object.id', 'payments.unknownPayment', `no payment ${intentId} was started on this site`);
    return card;
  }

  /** The intent's money in the ledger, once (its key is the intent's), whatever is still due. */
  private async creditCard(trx: Knex.Transaction, card: CardPaymentRow, amountMinor: number, now: Date): Promise<void> {
    await this.appendSystemEntry(trx, card, `stripe:${card.intentId}`, (booking) => ({ kind: 'payment', amount: fromMinor(amountMinor, booking.decimalPlaces) }), now);
  }

  /** What Stripe has refunded of the intent in all, less the refunds already recorded for it. */
  private async refundCard(trx: Knex.Transaction, card: CardPaymentRow, refundedMinor: number, now: Date): Promise<void> {
    await this.appendSystemEntry(
      trx,
      card,
      `stripe-refund:${card.intentId}:${refundedMinor}`,
      (booking, entries) => {
        const recorded = entries.filter((e) => e.kind === 'refund' && e.externalReference === card.intentId).reduce((sum, e) => sum.add(e.amount), new Decimal(0));
        return { kind: 'refund', amount: new Decimal(fromMinor(refundedMinor, booking.decimalPlaces)).sub(recorded).toFixed(booking.decimalPlaces) };
      },
      now,
    );
  }

  private async appendSystemEntry(
    trx: Knex.Transaction,
    card: CardPaymentRow,
    idempotencyKey: string,
    what: (booking: BookingMoney, entries: StoredEntry[]) => { kind: 'payment' | 'refund'; amount: string },
    now: Date,
  ): Promise<void> {
    const booking = await findBookingMoney(trx, card.bookingId, { forUpdate: true });
    if (!booking) throw AppError.validation('data.object.id', 'payments.unknownPayment', 'the booking of this payment is gone');
    const entries = await listLedger(trx, booking.id);
    if (entries.some((entry) => entry.idempotencyKey === idempotencyKey)) return;
    const { kind, amount } = what(booking, entries);
    if (!new Decimal(amount).gt(0)) return;
    const written = await appendEntry(trx, {
      bookingId: booking.id,
      kind,
      method: 'card',
      amount,
      currency: booking.currency,
      receivedOn: todayOnIsland(now),
      externalReference: card.intentId,
      note: kind === 'refund' ? 'Refunded through Stripe' : null,
      recordedBy: 'stripe',
      recordedAt: now,
      idempotencyKey,
    });
    const ledger = this.ledgerOf(booking, [...entries, written]);
    await writePaymentStatus(trx, booking.id, ledger.status);
    await this.receipt(trx, booking.id, written, ledger);
  }

  /** What is still due on a booking with its deposit paid, and by when; none when nothing is. */
  async balanceDue(db: Knex | Knex.Transaction, bookingId: string): Promise<{ amount: string; dueDate: string } | undefined> {
    const booking = await findBookingMoney(db, bookingId);
    if (!booking) return undefined;
    const ledger = this.ledgerOf(booking, await listLedger(db, booking.id));
    if (!(Number(ledger.amounts.due) > 0) || !ledger.plan.balanceDueDate) return undefined;
    return { amount: ledger.amounts.due, dueDate: ledger.plan.balanceDueDate };
  }

  siteSettings(): Promise<PaymentSettings> {
    return sitePaymentSettings(this.db);
  }

  async updateSiteSettings(settings: PaymentSettings): Promise<PaymentSettings> {
    await writeSitePaymentSettings(this.db, settings);
    return sitePaymentSettings(this.db);
  }

  async villaTerms(session: Session, villaId: string): Promise<VillaPaymentTermsResponse> {
    const villa = await villaInScope(this.db, session, villaId);
    const [site, own] = await Promise.all([sitePaymentSettings(this.db), villaPaymentTerms(this.db, villa.id)]);
    return { villaId: villa.id, villa: own, site, effective: effectivePaymentSettings(site, own) };
  }

  /** Fields sent change (null: back to the site's), fields left out stay. */
  async updateVillaTerms(session: Session, villaId: string, update: VillaPaymentTermsUpdate): Promise<VillaPaymentTermsResponse> {
    const villa = await villaInScope(this.db, session, villaId);
    await this.db.transaction(async (trx) => {
      const current = await villaPaymentTerms(trx, villa.id);
      const next: VillaPaymentTerms = { ...current };
      for (const key of ['cancellationPolicy', 'depositPercent', 'balanceDueDays', 'damageDeposit'] as const) {
        if (update[key] === null) delete next[key];
        else if (update[key] !== undefined) Object.assign(next, { [key]: update[key] });
      }
      await writeVillaPaymentTerms(trx, villa.id, next, session.subject, this.clock());
    });
    return this.villaTerms(session, villa.id);
  }

  /** The guest's own booking: what is paid, what to pay next and how, and what cancelling now returns. */
  async guest(session: Session, bookingId: string): Promise<GuestPayment> {
    const booking = await findBookingMoney(this.db, bookingId);
    if (!booking || session.role !== 'customer' || booking.customerId !== session.subject) throw AppError.notFound(NOT_FOUND, 'booking.notFound');
    const ledger = this.ledgerOf(booking, await listLedger(this.db, booking.id));
    const currency: MoneyCurrency = { code: booking.currency, decimalPlaces: booking.decimalPlaces };
    const now = this.clock();
    const live = booking.status !== 'cancelled' && booking.status !== 'completed';
    const next = live ? nextPayment(ledger, todayOnIsland(now), currency) : null;
    const promptPay = next && this.ways.promptPayId && booking.currency === 'THB' ? await promptPayWay(this.ways.promptPayId, next.amount) : null;
    return {
      bookingId: booking.id,
      reference: booking.reference,
      currency: booking.currency,
      status: ledger.status,
      plan: ledger.plan,
      amounts: ledger.amounts,
      nextPayment: next,
      holdUntil: live && ledger.status === 'unpaid' && booking.paymentHoldUntil ? booking.paymentHoldUntil.toISOString() : null,
      lapsedAt: booking.lapsedAt?.toISOString() ?? null,
      cancellation: {
        policy: booking.cancellationPolicy,
        freeCancellationHours: freeCancellationHours(booking.cancellationPolicy) ?? null,
        ifCancelledNow: live
          ? (({ refund, retained, refundPercent, tier }) => ({ refund, retained, refundPercent, tier }))(
              refundFor({ policy: booking.cancellationPolicy, total: booking.total, paid: ledger.amounts.net, currency, cancelledAt: now, checkIn: booking.checkIn }),
            )
          : null,
      },
      ways: {
        promptPay,
        bankTransfer: next && this.ways.bankTransfer ? this.ways.bankTransfer : null,
        card: next && this.cards ? { provider: 'stripe', publishableKey: this.cards.publishableKey } : null,
      },
    };
  }

  /**
   * A guest's cancellation, in its transaction: the refund the booking's policy gives at that
   * instant for what the guest has paid (docs/product.md#payments) is appended to the ledger as
   * owed back by the way the guest last paid, and the status follows. Nothing paid, nothing back.
   * One row per booking whatever happens (its key is the cancellation's).
   */
  async refundOnCancellation(trx: Knex.Transaction, bookingId: string, cancelledAt: Date, checkInTime: string): Promise<void> {
    const booking = await findBookingMoney(trx, bookingId, { forUpdate: true });
    if (!booking) return;
    const currency: MoneyCurrency = { code: booking.currency, decimalPlaces: booking.decimalPlaces };
    const entries = await listLedger(trx, booking.id);
    const ledger = this.ledgerOf(booking, entries);
    const refund = refundFor({ policy: booking.cancellationPolicy, total: booking.total, paid: ledger.amounts.net, currency, cancelledAt, checkIn: booking.checkIn, checkInTime });
    if (!new Decimal(refund.refund).gt(0)) return;
    const idempotencyKey = `cancellation:${booking.id}`;
    if (entries.some((entry) => entry.idempotencyKey === idempotencyKey)) return;
    const lastPayment = entries.findLast((entry) => entry.kind === 'payment');
    const written = await appendEntry(trx, {
      bookingId: booking.id,
      kind: 'refund',
      method: lastPayment?.method ?? 'other',
      amount: refund.refund,
      currency: currency.code,
      receivedOn: todayOnIsland(cancelledAt),
      externalReference: null,
      note: `Cancelled by the guest: ${booking.cancellationPolicy} policy, ${refund.refundPercent}% of the total refundable (${refund.tier})`,
      recordedBy: 'system',
      recordedAt: cancelledAt,
      idempotencyKey,
    });
    const after = this.ledgerOf(booking, [...entries, written]);
    await writePaymentStatus(trx, booking.id, after.status);
    await this.receipt(trx, booking.id, written, after);
  }

  /** The guest's receipt of a payment or a refund, sent when the row's transaction commits. */
  private async receipt(trx: Knex.Transaction, bookingId: string, entry: StoredEntry, ledger: BookingLedger): Promise<void> {
    if (entry.kind !== 'payment' && entry.kind !== 'refund') return;
    await this.mail?.moneyReceipt(trx, bookingId, {
      kind: entry.kind,
      amount: entry.amount,
      method: entry.method,
      on: entry.receivedOn,
      ...(entry.kind === 'refund' && entry.note ? { reason: entry.note } : {}),
      paid: ledger.amounts.net,
      due: ledger.amounts.due,
      ...(ledger.plan.balanceDueDate ? { dueDate: ledger.plan.balanceDueDate } : {}),
    });
  }

  async ledger(session: Session, bookingId: string): Promise<BookingLedger> {
    const booking = await this.staffBooking(this.db, session, bookingId);
    const ledger = this.ledgerOf(booking, await listLedger(this.db, booking.id));
    const names = await this.namesOf(ledger.entries);
    return { ...ledger, entries: ledger.entries.map((entry) => named(entry, names)) };
  }

  /** A write's answer with its rows named, asked after the transaction (the account service is remote). */
  private async namedWrite(write: LedgerWrite): Promise<LedgerWrite> {
    const { entry, ledger } = write.response;
    const names = await this.namesOf([entry, ...ledger.entries]);
    return { ...write, response: { entry: named(entry, names), ledger: { ...ledger, entries: ledger.entries.map((e) => named(e, names)) } } };
  }

  /**
   * Names for the rows an admin recorded (an owner's come named from the ledger's read): an
   * account service that does not answer leaves them unnamed and never fails the read.
   */
  private async namesOf(entries: readonly LedgerEntryDto[]): Promise<ReadonlyMap<string, string>> {
    const unnamed = entries.filter((entry) => entry.recordedByName === null).map((entry) => entry.recordedBy);
    if (unnamed.length === 0 || !this.staffNames) return new Map();
    try {
      return await this.staffNames(unnamed);
    } catch {
      return new Map();
    }
  }

  async recordPayment(session: Session, bookingId: string, body: RecordPayment, idempotencyKey: string | undefined): Promise<LedgerWrite> {
    const request: EntryRequest = { kind: 'payment', amount: body.amount, method: body.method, receivedOn: body.receivedOn, externalReference: body.externalReference, note: body.note };
    return this.append(session, bookingId, request, idempotencyKey, (amount, ledger) => {
      if (amount.gt(ledger.amounts.due)) {
        throw AppError.validation('amount', 'validation.tooBig', `must be at most what is still due, ${ledger.amounts.due} ${ledger.currency}`, {
          maximum: Number(ledger.amounts.due),
          origin: 'number',
          inclusive: true,
        });
      }
    });
  }

  async recordRefund(session: Session, bookingId: string, body: RecordRefund, idempotencyKey: string | undefined): Promise<LedgerWrite> {
    const request: EntryRequest = { kind: 'refund', amount: body.amount, method: body.method, receivedOn: body.receivedOn, externalReference: body.externalReference, note: body.reason };
    return this.append(session, bookingId, request, idempotencyKey, (amount, ledger) => {
      if (amount.gt(ledger.amounts.net)) {
        throw AppError.validation('amount', 'validation.tooBig', `must be at most what was paid, ${ledger.amounts.net} ${ledger.currency}`, {
          maximum: Number(ledger.amounts.net),
          origin: 'number',
          inclusive: true,
        });
      }
    });
  }

  /**
   * The damage deposit taken (docs/product.md#payments): with what is held already, at most what the
   * booking's terms ask for. Apart from the stay: the payment status does not move.
   */
  async recordDamageHold(session: Session, bookingId: string, body: RecordDamageHold, idempotencyKey: string | undefined): Promise<LedgerWrite> {
    const request: EntryRequest = { kind: 'damage_hold', amount: body.amount, method: body.method, receivedOn: body.receivedOn, externalReference: body.externalReference, note: body.note };
    return this.append(session, bookingId, request, idempotencyKey, (amount, ledger, currency) => {
      const required = new Decimal(ledger.damageDeposit.required ?? 0);
      const room = Decimal.max(0, required.sub(ledger.amounts.damageHeld));
      if (amount.gt(room)) {
        throw AppError.validation(
          'amount',
          'validation.tooBig',
          required.isZero() ? 'this booking asks for no damage deposit' : `must be at most the damage deposit not yet held, ${moneyText(room, currency)} ${currency.code}`,
          { maximum: room.toNumber(), origin: 'number', inclusive: true },
        );
      }
    });
  }

  /**
   * The damage deposit given back: at most what is held. Giving back less than is held keeps the
   * rest for damage, and the reason is required for it.
   */
  async recordDamageRelease(session: Session, bookingId: string, body: RecordDamageRelease, idempotencyKey: string | undefined): Promise<LedgerWrite> {
    const request: EntryRequest = { kind: 'damage_release', amount: body.amount, method: body.method, receivedOn: body.receivedOn, externalReference: body.externalReference, note: body.reason };
    return this.append(session, bookingId, request, idempotencyKey, (amount, ledger) => {
      const held = ledger.amounts.damageHeld;
      if (amount.gt(held)) {
        throw AppError.validation('amount', 'validation.tooBig', `must be at most the damage deposit held, ${held} ${ledger.currency}`, { maximum: Number(held), origin: 'number', inclusive: true });
      }
      if (!body.reason && keepsPartOfDamageDeposit(request.amount, held)) {
        throw AppError.validation('reason', 'validation.required', 'give the reason for keeping part of the damage deposit');
      }
    });
  }

  /**
   * One row, in one transaction with the booking row locked, so two writes to one booking see each
   * other's rows. A key already used on this booking answers as it did the first time and writes
   * nothing; with another body it is refused.
   */
  private async append(
    session: Session,
    bookingId: string,
    request: EntryRequest,
    idempotencyKey: string | undefined,
    check: (amount: Decimal, ledger: BookingLedger, currency: MoneyCurrency) => void,
  ): Promise<LedgerWrite> {
    if (!idempotencyKey) throw AppError.validation('idempotency-key', 'validation.required', 'the Idempotency-Key header is required to record money');
    const write = await this.db.transaction(async (trx): Promise<LedgerWrite> => {
      const booking = await this.staffBooking(trx, session, bookingId, true);
      const currency: MoneyCurrency = { code: booking.currency, decimalPlaces: booking.decimalPlaces };
      const amount = new Decimal(request.amount);
      if (!amount.eq(amount.toDecimalPlaces(currency.decimalPlaces))) {
        throw AppError.validation('amount', 'validation.invalidFormat', `${currency.code} amounts have ${currency.decimalPlaces} decimal places`, { format: 'money' });
      }
      const entries = await listLedger(trx, booking.id);
      const earlier = entries.find((entry) => entry.idempotencyKey === idempotencyKey);
      if (earlier) {
        if (!sameRequest(earlier, request, currency)) throw new AppError('UNPROCESSABLE', 'booking.idempotencyKeyReused', 'This Idempotency-Key was used for another request on this booking');
        return { replayed: true, response: { entry: this.entryOf(earlier, currency), ledger: this.ledgerOf(booking, entries) } };
      }
      check(amount, this.ledgerOf(booking, entries), currency);
      const now = this.clock();
      const written = await appendEntry(trx, {
        bookingId: booking.id,
        kind: request.kind,
        method: request.method,
        amount: moneyText(amount, currency),
        currency: currency.code,
        receivedOn: request.receivedOn ?? todayOnIsland(now),
        externalReference: request.externalReference || null,
        note: request.note || null,
        recordedBy: session.subject,
        recordedAt: now,
        idempotencyKey,
      });
      const ledger = this.ledgerOf(booking, [...entries, written]);
      await writePaymentStatus(trx, booking.id, ledger.status);
      await this.receipt(trx, booking.id, written, ledger);
      return { replayed: false, response: { entry: this.entryOf(written, currency), ledger } };
    });
    return this.namedWrite(write);
  }

  /** The villa's owner or the admin; anyone else's booking does not exist for them. */
  private async staffBooking(db: Knex | Knex.Transaction, session: Session, bookingId: string, forUpdate = false): Promise<BookingMoney> {
    const scope = ownerScope(session);
    const booking = await findBookingMoney(db, bookingId, { forUpdate });
    if (!booking || (scope !== undefined && (await villaOwnerOf(db, booking.villaId)) !== scope)) throw AppError.notFound(NOT_FOUND, 'booking.notFound');
    return booking;
  }

  private ledgerOf(booking: BookingMoney, entries: readonly StoredEntry[]): BookingLedger {
    const currency: MoneyCurrency = { code: booking.currency, decimalPlaces: booking.decimalPlaces };
    const plan: PaymentPlan = paymentPlan({ total: booking.total, currency, bookedAt: booking.createdAt, checkIn: booking.checkIn, terms: booking.terms });
    return {
      bookingId: booking.id,
      currency: currency.code,
      status: paymentStatus(entries, plan),
      plan: { total: plan.total, dueAtBooking: plan.dueAtBooking, balanceDueDate: plan.balanceDueDate ?? null, instalments: plan.instalments },
      amounts: amountsOf(entries, plan),
      damageDeposit: { required: booking.terms.damageDeposit === undefined ? null : moneyText(booking.terms.damageDeposit, currency), ...damageDepositOf(entries, plan) },
      entries: entries.map((entry) => this.entryOf(entry, currency)),
    };
  }

  private entryOf({ idempotencyKey: _key, ...entry }: StoredEntry, currency: MoneyCurrency): LedgerEntryDto {
    return { ...entry, amount: moneyText(entry.amount, currency) };
  }
}

function named(entry: LedgerEntryDto, names: ReadonlyMap<string, string>): LedgerEntryDto {
  return entry.recordedByName === null ? { ...entry, recordedByName: names.get(entry.recordedBy) ?? null } : entry;
}

/** Whether a replayed key carries the request that first used it. */
function sameRequest(earlier: StoredEntry, request: EntryRequest, currency: MoneyCurrency): boolean {
  return (
    earlier.kind === request.kind &&
    earlier.method === request.method &&
    moneyText(earlier.amount, currency) === moneyText(request.amount, currency) &&
    earlier.externalReference === (request.externalReference || null) &&
    earlier.note === (request.note || null) &&
    (request.receivedOn === undefined || earlier.receivedOn === request.receivedOn)
  );
}

/**
 * What the guest pays next: what the booking asked for at once, less what arrived; once that is
 * in, the balance on its date. Nothing once the stay is paid.
 */
function nextPayment(ledger: BookingLedger, today: string, currency: MoneyCurrency): GuestPayment['nextPayment'] {
  const net = new Decimal(ledger.amounts.net);
  const first = ledger.plan.instalments[0];
  if (!first || net.gte(ledger.plan.total)) return null;
  const atBooking = new Decimal(ledger.plan.dueAtBooking);
  const payment =
    net.lt(atBooking) && first.kind !== 'balance'
      ? { amount: moneyText(atBooking.sub(net), currency), dueDate: first.dueDate, kind: first.kind }
      : { amount: moneyText(new Decimal(ledger.plan.total).sub(net), currency), dueDate: ledger.plan.balanceDueDate ?? first.dueDate, kind: 'balance' as const };
  return { ...payment, overdue: today > payment.dueDate };
}

/** The PromptPay way for `amount` baht: the payload and its QR, drawn on the server. */
async function promptPayWay(promptPayId: string, amount: string): Promise<NonNullable<GuestPayment['ways']['promptPay']>> {
  const payload = promptPayPayload(promptPayId, amount);
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { promptPayId, payload, qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, amount };
}

/** Minor units (satang, cents) as exact decimal text at the currency's places. */
function fromMinor(amountMinor: number, decimalPlaces: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw AppError.validation('data.object.amount', 'validation.invalidType', 'the amount must be a whole number of minor units');
  return new Decimal(amountMinor).div(new Decimal(10).pow(decimalPlaces)).toFixed(decimalPlaces);
}

/** A call to the card provider: unreachable is 503, refused is 502, never a 500. */
async function cardCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const type = (error as { type?: string }).type;
    if (type === 'StripeConnectionError') throw new AppError('UNAVAILABLE', 'upstream.cardProviderUnreachable', 'The card payment service cannot be reached');
    throw new AppError('BAD_GATEWAY', 'upstream.cardProvider', `The card payment service refused: ${(error as Error).message}`);
  }
}

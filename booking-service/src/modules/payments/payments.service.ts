import Decimal from 'decimal.js';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import type { BookingLedger, LedgerEntryDto, LedgerWriteResponse, RecordPayment, RecordRefund } from '@islandstay/shared/payments/ledger.schemas';
import { moneyText, paymentPlan, type MoneyCurrency, type PaymentPlan } from '@islandstay/shared/payments/payment-plan';
import { amountsOf, paymentStatus, type LedgerEntryKind } from '@islandstay/shared/payments/payment-status';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Session } from '../auth/session.service.ts';
import { ownerScope } from '../auth/scope.ts';
import { findBookingMoney, villaOwnerOf, type BookingMoney } from '../bookings/booking-reads.ts';
import { appendEntry, listLedger, type StoredEntry } from './payments.repository.ts';

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
 * A booking's ledger: money rows appended by staff, never changed, and everything said about the
 * booking's money (plan, sums, payment status) derived from them on each read.
 *
 * The plan follows DEFAULT_PAYMENT_TERMS for now (a 50% deposit, the balance 30 days before
 * check-in): a booking does not yet keep the terms it was made under.
 */
export class PaymentsService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async ledger(session: Session, bookingId: string): Promise<BookingLedger> {
    const booking = await this.staffBooking(this.db, session, bookingId);
    return this.ledgerOf(booking, await listLedger(this.db, booking.id));
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
   * One row, in one transaction with the booking row locked, so two writes to one booking see each
   * other's rows. A key already used on this booking answers as it did the first time and writes
   * nothing; with another body it is refused.
   */
  private async append(session: Session, bookingId: string, request: EntryRequest, idempotencyKey: string | undefined, check: (amount: Decimal, ledger: BookingLedger) => void): Promise<LedgerWrite> {
    if (!idempotencyKey) throw AppError.validation('idempotency-key', 'validation.required', 'the Idempotency-Key header is required to record money');
    return this.db.transaction(async (trx) => {
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
      check(amount, this.ledgerOf(booking, entries));
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
      return { replayed: false, response: { entry: this.entryOf(written, currency), ledger: this.ledgerOf(booking, [...entries, written]) } };
    });
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
    const plan: PaymentPlan = paymentPlan({ total: booking.total, currency, bookedAt: booking.createdAt, checkIn: booking.checkIn });
    return {
      bookingId: booking.id,
      currency: currency.code,
      status: paymentStatus(entries, plan),
      plan: { total: plan.total, dueAtBooking: plan.dueAtBooking, balanceDueDate: plan.balanceDueDate ?? null, instalments: plan.instalments },
      amounts: amountsOf(entries, plan),
      entries: entries.map((entry) => this.entryOf(entry, currency)),
    };
  }

  private entryOf({ idempotencyKey: _key, ...entry }: StoredEntry, currency: MoneyCurrency): LedgerEntryDto {
    return { ...entry, amount: moneyText(entry.amount, currency) };
  }
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

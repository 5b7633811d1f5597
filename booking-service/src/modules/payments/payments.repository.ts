import type { LedgerEntryKind } from '@islandstay/shared/payments/payment-status';
import type { LedgerEntryDto } from '@islandstay/shared/payments/ledger.schemas';
import type { Knex } from '../../db/knex.ts';

type Db = Knex | Knex.Transaction;

interface LedgerRow {
  id: string;
  kind: LedgerEntryKind;
  method: LedgerEntryDto['method'];
  amount: string;
  currency: string;
  rate: string | null;
  received_on: string;
  external_reference: string | null;
  note: string | null;
  recorded_by: string;
  recorded_at: Date;
  idempotency_key: string;
  /** The owner's name from the owners projection, when an owner recorded the row. */
  recorded_by_name: string | null;
}

/** Rows the service writes itself, named as they are. */
const AUTOMATIC_RECORDERS = new Set(['system', 'stripe']);

/** A ledger row as stored, with the key that wrote it (to tell a replay from a reused key). */
export type StoredEntry = LedgerEntryDto & { idempotencyKey: string };

function toEntry(row: LedgerRow): StoredEntry {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    rate: row.rate,
    receivedOn: row.received_on,
    externalReference: row.external_reference,
    note: row.note,
    recordedBy: row.recorded_by,
    // An admin is not in this database: the service names them (payments.service.ts, namesOf).
    recordedByName: AUTOMATIC_RECORDERS.has(row.recorded_by) ? row.recorded_by : row.recorded_by_name,
    recordedAt: row.recorded_at.toISOString(),
    idempotencyKey: row.idempotency_key,
  };
}

/** Ledger rows with the name of the owner who recorded each (the owners projection is in this database). */
function ledgerRows(db: Db) {
  return db('booking_payments as p').leftJoin('owners as o', 'o.id', 'p.recorded_by').select('p.*', 'o.name as recorded_by_name');
}

/** The booking's rows in the order they were written. */
export async function listLedger(db: Db, bookingId: string): Promise<StoredEntry[]> {
  const rows = (await ledgerRows(db).where('p.booking_id', bookingId).orderBy('p.seq')) as LedgerRow[];
  return rows.map(toEntry);
}

export interface NewEntry {
  bookingId: string;
  kind: LedgerEntryKind;
  method: LedgerEntryDto['method'];
  amount: string;
  currency: string;
  receivedOn: string;
  externalReference: string | null;
  note: string | null;
  recordedBy: string;
  recordedAt: Date;
  idempotencyKey: string;
}

/** Appends one row; the table takes no other write. */
export async function appendEntry(trx: Knex.Transaction, entry: NewEntry): Promise<StoredEntry> {
  const [inserted] = (await trx('booking_payments')
    .insert({
      booking_id: entry.bookingId,
      kind: entry.kind,
      method: entry.method,
      amount: entry.amount,
      currency: entry.currency,
      received_on: entry.receivedOn,
      external_reference: entry.externalReference,
      note: entry.note,
      recorded_by: entry.recordedBy,
      recorded_at: entry.recordedAt,
      idempotency_key: entry.idempotencyKey,
    })
    .returning('id')) as { id: string }[];
  const row = (await ledgerRows(trx).where('p.id', inserted?.id).first()) as LedgerRow;
  return toEntry(row);
}

export interface CardPaymentRow {
  intentId: string;
  bookingId: string;
  amount: string;
  currency: string;
  status: 'open' | 'succeeded' | 'failed' | 'canceled';
}

/** Keeps an intent the server created (the same intent again is left as it is). */
export async function saveCardPayment(db: Db, row: Omit<CardPaymentRow, 'status'>): Promise<void> {
  await db('card_payments').insert({ intent_id: row.intentId, booking_id: row.bookingId, amount: row.amount, currency: row.currency }).onConflict('intent_id').ignore();
}

export async function findCardPayment(db: Db, intentId: string): Promise<CardPaymentRow | undefined> {
  const row = (await db('card_payments').where({ intent_id: intentId }).first('intent_id', 'booking_id', 'amount', 'currency', 'status')) as
    { intent_id: string; booking_id: string; amount: string; currency: string; status: CardPaymentRow['status'] } | undefined;
  return row && { intentId: row.intent_id, bookingId: row.booking_id, amount: row.amount, currency: row.currency, status: row.status };
}

/** A later state only: a success is never undone by a failure or cancellation that arrives after it. */
export async function setCardPaymentStatus(db: Db, intentId: string, status: CardPaymentRow['status'], now: Date): Promise<void> {
  await db('card_payments')
    .where({ intent_id: intentId })
    .modify((q) => {
      if (status !== 'succeeded') q.whereNot({ status: 'succeeded' });
    })
    .update({ status, updated_at: now });
}

/** Takes an event once: true the first time its id is seen, false for a replay. */
export async function takeStripeEvent(trx: Knex.Transaction, id: string, type: string): Promise<boolean> {
  const rows = (await trx('stripe_events').insert({ id, type }).onConflict('id').ignore().returning('id')) as { id: string }[];
  return rows.length === 1;
}

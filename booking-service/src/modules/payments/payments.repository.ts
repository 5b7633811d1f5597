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
}

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
    recordedAt: row.recorded_at.toISOString(),
    idempotencyKey: row.idempotency_key,
  };
}

/** The booking's rows in the order they were written. */
export async function listLedger(db: Db, bookingId: string): Promise<StoredEntry[]> {
  const rows = (await db('booking_payments').where({ booking_id: bookingId }).orderBy('seq').select('*')) as LedgerRow[];
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
  const [row] = (await trx('booking_payments')
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
    .returning('*')) as LedgerRow[];
  return toEntry(row as LedgerRow);
}

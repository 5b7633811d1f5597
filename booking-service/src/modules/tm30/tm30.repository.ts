import type { Knex } from '../../db/knex.ts';
import { bookingIdsCheckedOutBy } from '../bookings/booking-reads.ts';

type Db = Knex | Knex.Transaction;

export interface StoredTm30 {
  guestCount: number;
  sealed: Buffer;
  submittedAt: Date;
}

export async function findTm30(db: Db, bookingId: string): Promise<StoredTm30 | undefined> {
  const row = (await db('tm30_forms').where({ booking_id: bookingId }).first('guest_count', 'sealed', 'submitted_at')) as { guest_count: number; sealed: Buffer; submitted_at: Date } | undefined;
  return row ? { guestCount: row.guest_count, sealed: row.sealed, submittedAt: row.submitted_at } : undefined;
}

/** A later submission replaces the earlier one whole. */
export async function saveTm30(db: Db, bookingId: string, guestCount: number, sealed: Buffer, now: Date): Promise<void> {
  await db('tm30_forms').insert({ booking_id: bookingId, guest_count: guestCount, sealed, submitted_at: now }).onConflict('booking_id').merge(['guest_count', 'sealed', 'submitted_at']);
}

/** Deletes the forms of stays whose check-out is on or before `lastCheckOut`; returns how many. */
export async function deleteTm30CheckedOutBy(db: Db, lastCheckOut: string): Promise<number> {
  return db('tm30_forms').whereIn('booking_id', bookingIdsCheckedOutBy(db, lastCheckOut)).delete();
}

import type { Knex } from '../../db/knex.ts';

/** Rows per insert statement, well under Postgres's limit on bind parameters. */
const CHUNK = 1000;

/** A seeded booking as written: what the seed's reviews and helpful votes are planned from. */
export interface SeededBooking {
  id: string;
  reference: string;
  villa_id: string;
  status: string;
  check_out: string;
  customer_id: string | null;
  total_price: string;
  villa_currency: string;
  payment_status: string;
}

/** How many bookings exist: the seed numbers its references after them. */
export async function countBookings(trx: Knex.Transaction): Promise<number> {
  return Number((await trx('bookings').count<{ count: string }[]>({ count: '*' }).first())?.count ?? 0);
}

/** Writes the demo data's bookings (rows in the table's own columns); a row that conflicts is skipped. */
export async function insertSeedBookings(trx: Knex.Transaction, rows: Record<string, unknown>[]): Promise<SeededBooking[]> {
  const written: SeededBooking[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = await trx('bookings')
      .insert(rows.slice(start, start + CHUNK))
      .onConflict()
      .ignore()
      .returning(['id', 'reference', 'villa_id', 'status', 'check_out', 'customer_id', 'total_price', 'villa_currency', 'payment_status']);
    written.push(...(chunk as SeededBooking[]));
  }
  return written;
}

import type { Knex } from '../../db/knex.ts';

/**
 * Development only: deletes bookings whose guest name or email says "test"; how many went. A
 * booking with money in its ledger stays: ledger rows are never deleted, so neither is their booking.
 */
export async function clearTestBookings(db: Knex): Promise<number> {
  return db('bookings')
    .where((w) => w.where('customer_name', 'ilike', '%test%').orWhere('customer_email', 'ilike', '%test%'))
    .whereNotExists((q) => q.select(db.raw('1')).from('booking_payments').whereRaw('booking_payments.booking_id = bookings.id'))
    .delete();
}

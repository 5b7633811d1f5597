import type { Knex } from '../../db/knex.ts';

/** Development only: deletes bookings whose guest name or email says "test"; how many went. */
export async function clearTestBookings(db: Knex): Promise<number> {
  return db('bookings')
    .where((w) => w.where('customer_name', 'ilike', '%test%').orWhere('customer_email', 'ilike', '%test%'))
    .delete();
}

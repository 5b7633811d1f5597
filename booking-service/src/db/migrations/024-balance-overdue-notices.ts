import type { Knex } from 'knex';

/**
 * Overdue balances told to staff (docs/product.md#payments): once a live booking's balance date
 * has passed with less than its total paid, the villa's owner and the admin are emailed, once;
 * `balance_overdue_notified_at` keeps it to one email per booking.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings add column balance_overdue_notified_at timestamptz');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings drop column balance_overdue_notified_at');
}

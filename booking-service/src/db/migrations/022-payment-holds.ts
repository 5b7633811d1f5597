import type { Knex } from 'knex';

/**
 * Holds and reminders (docs/product.md#payments): a guest's booking that asks for money at booking
 * keeps its nights until `payment_hold_until`; still unpaid then, it lapses (cancelled, with
 * `lapsed_at`) and its nights are free again. `balance_reminder_sent_at` keeps the balance's
 * reminder to one email. Staff bookings and bookings made before this migration have no hold.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table bookings
    add column payment_hold_until timestamptz,
    add column lapsed_at timestamptz,
    add column balance_reminder_sent_at timestamptz`);
  // What the hold job looks for: live, unpaid bookings with a hold.
  await knex.raw(`create index bookings_payment_hold on bookings (payment_hold_until)
    where payment_hold_until is not null and payment_status = 'unpaid' and status in ('pending', 'confirmed')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_payment_hold');
  await knex.raw('alter table bookings drop column payment_hold_until, drop column lapsed_at, drop column balance_reminder_sent_at');
}

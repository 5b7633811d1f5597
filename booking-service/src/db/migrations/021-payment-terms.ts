import { paymentPlan } from '@islandstay/shared/payments/payment-plan';
import { paymentStatus, type LedgerEntry } from '@islandstay/shared/payments/payment-status';
import type { Knex } from 'knex';

/**
 * The terms a booking is paid under (docs/architecture.md, "Money"): the site's terms are a
 * setting the admin edits, a villa's owner may set the villa's own (`villa_payment_terms`, a
 * column left null keeps the site's), and each booking keeps the terms and the cancellation
 * policy in force when it was made, so a later change never rewrites what a guest agreed to.
 * Bookings made before this migration were made under the Terms' defaults.
 *
 * `bookings.payment_status` becomes the status derived from the ledger (unpaid, deposit_paid,
 * paid, partly_refunded, refunded), written only in the transaction that appends a ledger row, so
 * lists filter on it; no route takes it as input.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table villa_payment_terms (
    villa_id varchar(64) primary key references villas(id) on delete cascade,
    cancellation_policy varchar(10) check (cancellation_policy in ('flexible', 'standard', 'strict')),
    deposit_percent numeric(5, 2) check (deposit_percent between 0 and 100),
    balance_due_days integer check (balance_due_days between 0 and 365),
    damage_deposit numeric(14, 4) check (damage_deposit >= 0),
    updated_by varchar(200) not null,
    updated_at timestamptz not null default now()
  )`);
  await knex.raw(`alter table bookings
    add column cancellation_policy varchar(10) not null default 'standard' check (cancellation_policy in ('flexible', 'standard', 'strict')),
    add column deposit_percent numeric(5, 2) not null default 50 check (deposit_percent between 0 and 100),
    add column balance_due_days integer not null default 30 check (balance_due_days between 0 and 365),
    add column damage_deposit numeric(14, 4) check (damage_deposit >= 0)`);
  // Before the ledger every booking said 'pending': 'unpaid' now, then the status each ledger
  // (recorded since migration 020) gives, under the Terms' defaults those bookings were made under.
  await knex.raw('alter table bookings alter column payment_status type varchar(16)');
  await knex.raw(`update bookings set payment_status = 'unpaid'`);
  const withMoney = (await knex.raw(`select b.id, b.total_price, b.villa_currency, c.decimal_places, b.check_in::text as check_in, b.created_at,
       json_agg(json_build_object('kind', p.kind, 'amount', p.amount::text, 'currency', p.currency) order by p.seq) as entries
     from bookings b join currencies c on c.code = b.villa_currency join booking_payments p on p.booking_id = b.id
     group by b.id, c.decimal_places`)) as { rows: { id: string; total_price: string; villa_currency: string; decimal_places: number; check_in: string; created_at: Date; entries: LedgerEntry[] }[] };
  for (const row of withMoney.rows) {
    const plan = paymentPlan({ total: row.total_price, currency: { code: row.villa_currency, decimalPlaces: row.decimal_places }, bookedAt: row.created_at, checkIn: row.check_in });
    await knex('bookings')
      .where({ id: row.id })
      .update({ payment_status: paymentStatus(row.entries, plan) });
  }
  await knex.raw(`alter table bookings alter column payment_status set default 'unpaid',
    add constraint bookings_payment_status check (payment_status in ('unpaid', 'deposit_paid', 'paid', 'partly_refunded', 'refunded'))`);
  await knex.raw('create index bookings_payment_status on bookings (payment_status)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_payment_status');
  await knex.raw(`alter table bookings drop constraint if exists bookings_payment_status, alter column payment_status set default 'pending'`);
  await knex.raw(`update bookings set payment_status = 'pending'`);
  await knex.raw('alter table bookings drop column cancellation_policy, drop column deposit_percent, drop column balance_due_days, drop column damage_deposit');
  await knex.raw('drop table if exists villa_payment_terms');
}

import type { Knex } from 'knex';

/**
 * The booking ledger: every movement of a booking's money is one row, appended and never changed
 * (docs/architecture.md, "Money"). A correction is a new row (an `adjustment`, a `refund`), so a
 * trigger refuses UPDATE, DELETE and TRUNCATE whatever the write path, and a booking with money
 * rows cannot be deleted (the foreign key restricts). Amounts are in the booking's villa currency,
 * the currency its total is kept in; `rate` is the rate a payment in another currency was taken
 * at, when there was one. An `idempotency_key` is unique per booking: a payment sent twice is
 * written once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table booking_payments (
    id uuid primary key default gen_random_uuid(),
    -- The order rows were written in (recorded_at can tie, and a clock can step back).
    seq bigint generated always as identity unique,
    booking_id uuid not null references bookings(id) on delete restrict,
    kind varchar(16) not null check (kind in ('payment', 'refund', 'adjustment', 'damage_hold', 'damage_release')),
    method varchar(16) not null check (method in ('promptpay', 'bank_transfer', 'card', 'cash', 'other')),
    amount numeric(14, 4) not null,
    currency varchar(3) not null references currencies(code),
    rate numeric(20, 10) check (rate is null or rate > 0),
    received_on date not null,
    external_reference varchar(200),
    note varchar(1000),
    recorded_by varchar(200) not null,
    recorded_at timestamptz not null default now(),
    idempotency_key varchar(200) not null,
    constraint booking_payments_amount_sign check (case when kind = 'adjustment' then amount <> 0 else amount > 0 end),
    constraint booking_payments_idempotency unique (booking_id, idempotency_key)
  )`);
  await knex.raw('create index booking_payments_booking on booking_payments (booking_id, seq)');
  await knex.raw(`create function booking_payments_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'booking_payments is append-only: % refused (record a correcting row instead)', tg_op
        using errcode = 'restrict_violation';
    end $$`);
  await knex.raw(`create trigger booking_payments_no_change before update or delete on booking_payments
    for each row execute function booking_payments_append_only()`);
  await knex.raw(`create trigger booking_payments_no_truncate before truncate on booking_payments
    for each statement execute function booking_payments_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists booking_payments');
  await knex.raw('drop function if exists booking_payments_append_only()');
}

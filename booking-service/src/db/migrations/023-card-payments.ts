import type { Knex } from 'knex';

/**
 * Card payments through Stripe (docs/architecture.md, "Money"): `card_payments` holds each
 * PaymentIntent the server created, for the amount it computed, so a webhook about an intent this
 * site did not start is refused; `stripe_events` holds every event taken, so a replayed event
 * changes nothing twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table card_payments (
    intent_id varchar(255) primary key,
    booking_id uuid not null references bookings(id) on delete restrict,
    amount numeric(14, 4) not null check (amount > 0),
    currency varchar(3) not null references currencies(code),
    status varchar(20) not null default 'open' check (status in ('open', 'succeeded', 'failed', 'canceled')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`);
  await knex.raw('create index card_payments_booking on card_payments (booking_id, created_at)');
  await knex.raw(`create table stripe_events (
    id varchar(255) primary key,
    type varchar(100) not null,
    received_at timestamptz not null default now()
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists stripe_events');
  await knex.raw('drop table if exists card_payments');
}

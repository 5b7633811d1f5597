import type { Knex } from 'knex';

/**
 * The Thai short-stay rule. A villa's licence status for stays under 30 nights (null: not recorded
 * yet, which does not restrict it), and each booking's TM30 pre-arrival details: the foreign
 * guests' names, nationalities and passport numbers, sealed with AES-256-GCM by the service (the
 * database never sees them in clear), deleted 90 days after check-out by the completion job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table villas add column short_stay_licence text');
  await knex.raw(`alter table villas add constraint villas_short_stay_licence
    check (short_stay_licence in ('hotel_licence', 'non_hotel_registration', 'none'))`);

  await knex.raw(`create table tm30_forms (
    booking_id uuid primary key references bookings (id) on delete cascade,
    guest_count integer not null check (guest_count between 1 and 20),
    sealed bytea not null,
    submitted_at timestamptz not null default now()
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table tm30_forms');
  await knex.raw('alter table villas drop column short_stay_licence');
}

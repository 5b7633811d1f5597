import type { Knex } from 'knex';

/**
 * Search with dates asks, per candidate villa, for its latest non-cancelled booking starting
 * before the check-out (villas.repository.ts, readVersionAndFree). This index answers that from
 * the index alone: the villa's live bookings by check-in, with each one's check-out, cancelled
 * ones left out. The exclusion constraint's gist index leads with the stay, so a probe for one
 * villa through it would walk every booking of the island in those dates.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index bookings_live_villa_check_in_idx on bookings (villa_id, check_in) include (check_out) where status <> 'cancelled'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_live_villa_check_in_idx');
}

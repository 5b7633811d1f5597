import type { Knex } from 'knex';

/**
 * `consume_rate_limit` (migration 031) reads and prunes one key's events, which the
 * (bucket, key, at) index finds. PL/pgSQL keeps each statement's plan for the session, planned
 * from the table's statistics of that moment: a server started on an empty table planned
 * sequential scans and kept them while the table grew (on the bench's fresh database, every
 * booking read all of the last hour's events of every key, two scans a booking). The function
 * now plans without sequential scans, so a key's events are read through the index whatever the
 * statistics said when the session began.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter function consume_rate_limit(integer, text, text, timestamptz, integer, integer) set enable_seqscan = off');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter function consume_rate_limit(integer, text, text, timestamptz, integer, integer) reset enable_seqscan');
}

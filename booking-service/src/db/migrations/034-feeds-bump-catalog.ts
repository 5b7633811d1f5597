import type { Knex } from 'knex';

/**
 * Which villas have import feeds moves the catalog version (migration 003) when a feed is added,
 * removed or moved to another villa (a poll's own writes to a feed do not): a booking asks whether
 * its villa has feeds to read again first, and calendar sync answers from a list it reads once per
 * catalog version instead of a query per booking.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create trigger ical_feeds_bump_catalog after insert or delete or truncate or update of villa_id on ical_feeds
    for each statement execute function bump_catalog_version()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists ical_feeds_bump_catalog on ical_feeds');
}

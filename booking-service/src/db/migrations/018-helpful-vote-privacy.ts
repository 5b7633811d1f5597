import type { Knex } from 'knex';

/**
 * Helpful votes keep no identity in the clear. `voter` becomes the SHA-256 (hex) of what it was
 * (`customer:<id>` or `visitor:<cookie id>`): a vote still counts once per voter, and the old
 * rows keep doing their job, but the table no longer says who voted. An anonymous vote also
 * records `address_hash`, a keyed hash of the voter's IP address, so the votes one address casts
 * on one review in a day can be bounded (reviews.service.ts); it is cleared once that day is over.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update review_helpful_votes set voter = encode(sha256(convert_to(voter, 'UTF8')), 'hex')`);
  await knex.schema.alterTable('review_helpful_votes', (t) => {
    t.string('address_hash', 64);
  });
  await knex.raw('create index review_helpful_votes_address_idx on review_helpful_votes (review_id, address_hash, created_at) where address_hash is not null');
  await knex.raw('create index review_helpful_votes_address_age_idx on review_helpful_votes (created_at) where address_hash is not null');
}

export async function down(knex: Knex): Promise<void> {
  // The voters' hashes cannot be turned back; they stay hashed.
  await knex.raw('drop index if exists review_helpful_votes_address_age_idx');
  await knex.raw('drop index if exists review_helpful_votes_address_idx');
  await knex.schema.alterTable('review_helpful_votes', (t) => {
    t.dropColumn('address_hash');
  });
}

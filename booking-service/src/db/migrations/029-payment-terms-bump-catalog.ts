import type { Knex } from 'knex';

/**
 * A villa's own payment terms are part of every quote: their writes bump the catalog version
 * (migration 003) as the site's terms in `settings` already do, so a quote can hold the terms
 * per catalog snapshot in memory and read them again only when something changed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create trigger villa_payment_terms_bumps_catalog after insert or update or delete or truncate on villa_payment_terms
    for each statement execute function bump_catalog_version()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists villa_payment_terms_bumps_catalog on villa_payment_terms');
}

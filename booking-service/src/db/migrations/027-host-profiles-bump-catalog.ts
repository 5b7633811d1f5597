import type { Knex } from 'knex';

/**
 * A host profile is part of what a public villa page shows: its writes bump the catalog version
 * (migration 003) like the villas' and owners' do, so a villa's host can be held with the catalog
 * in memory and read again only when something changed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create trigger owner_host_profiles_bumps_catalog after insert or update or delete or truncate on owner_host_profiles
    for each statement execute function bump_catalog_version()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists owner_host_profiles_bumps_catalog on owner_host_profiles');
}

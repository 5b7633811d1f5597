import type { Knex } from 'knex';

/**
 * The villa catalog (villas, owners, seasons, pricing rules, season ranges and rates,
 * currencies) carries a version that every write bumps in its own transaction. Each instance
 * keeps the catalog in memory and reloads it when the version it reads has moved, so public
 * reads stay one small query and every instance sees a write as soon as it commits.
 */
const TABLES = ['villas', 'owners', 'villa_seasons', 'pricing_rules', 'season_ranges', 'villa_season_rates', 'currencies', 'settings'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table catalog_state (
    id smallint primary key default 1 check (id = 1),
    version bigint not null default 1
  )`);
  await knex.raw('insert into catalog_state (id, version) values (1, 1)');
  await knex.raw(`create function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_state set version = version + 1 where id = 1;
      return null;
    end $$`);
  for (const table of TABLES) {
    await knex.raw(`create trigger ${table}_bumps_catalog after insert or update or delete or truncate on ${table}
      for each statement execute function bump_catalog_version()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw(`drop trigger if exists ${table}_bumps_catalog on ${table}`);
  await knex.raw('drop function if exists bump_catalog_version()');
  await knex.raw('drop table if exists catalog_state');
}

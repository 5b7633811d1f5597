import type { Knex } from 'knex';

/**
 * Villa descriptions and area and amenity names in the other languages (Strapi's i18n locales,
 * pushed with each CMS event as `translations`: `{ "th": { "description": "..." } }`). The
 * English text stays in its own column: it is the fallback and the key filters use. Areas and
 * amenities now bump the catalog version too, so the in-memory catalog holds their names.
 */
const TABLES = ['villas', 'areas', 'amenities'];

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw(`alter table ${table} add column translations jsonb not null default '{}'::jsonb`);
  for (const table of ['areas', 'amenities']) {
    await knex.raw(`create trigger ${table}_bumps_catalog after insert or update or delete or truncate on ${table}
      for each statement execute function bump_catalog_version()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['areas', 'amenities']) await knex.raw(`drop trigger if exists ${table}_bumps_catalog on ${table}`);
  for (const table of TABLES) await knex.raw(`alter table ${table} drop column translations`);
}

import type { Knex } from 'knex';

/** CMS pages and site settings as last fetched, so they are served (stale) while Strapi is down. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cms_cache', (t) => {
    t.string('key', 200).primary();
    t.jsonb('body').notNullable();
    t.timestamp('fetched_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('cms_cache');
}

import type { Knex } from 'knex';

/**
 * Owners' public host profiles (what a villa page says about who hosts it), and the villa a
 * contact message was sent about ("Contact host" on a villa page).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('owner_host_profiles', (t) => {
    t.string('owner_id', 64).primary().references('id').inTable('owners').onDelete('CASCADE');
    /** Null: the default, first name and last initial. */
    t.string('display_name', 60);
    t.jsonb('languages').notNullable().defaultTo('[]');
    t.string('bio', 500);
    t.boolean('show_photo').notNullable().defaultTo(true);
    /** The account's avatar (a media path) and creation time, copied from the CMS with the owner. */
    t.text('photo_url');
    t.timestamp('account_created_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('contact_messages', (t) => {
    t.string('villa_id', 64).references('id').inTable('villas').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_messages', (t) => t.dropColumn('villa_id'));
  await knex.schema.dropTableIfExists('owner_host_profiles');
}

import type { Knex } from 'knex';

/**
 * Calendar sync: a secret export token per villa, and import feeds polled on a schedule whose
 * events become availability blocks (kind 'import', source_id = the feed, external_uid = the
 * event's UID). A feed is claimed for a poll with a lease, so two instances never poll it at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ical_exports', (t) => {
    t.string('villa_id', 64).primary().references('id').inTable('villas').onDelete('CASCADE');
    t.string('token', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('ical_feeds', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('villa_id', 64).notNullable().references('id').inTable('villas').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.text('url').notNullable();
    t.string('etag', 300);
    t.string('last_modified', 100);
    t.timestamp('last_synced_at', { useTz: true });
    t.string('last_status', 16).notNullable().defaultTo('never');
    t.text('last_error');
    t.integer('event_count').notNullable().defaultTo(0);
    t.jsonb('conflicts').notNullable().defaultTo('[]');
    t.timestamp('next_poll_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('lease_until', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['villa_id', 'url']);
  });
  await knex.raw(`alter table ical_feeds add constraint ical_feeds_status check (last_status in ('never', 'ok', 'not_modified', 'error'))`);
  await knex.raw('create index ical_feeds_due_idx on ical_feeds (next_poll_at)');
  await knex.raw(`create unique index availability_blocks_import_uid on availability_blocks (source_id, external_uid) where kind = 'import'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists availability_blocks_import_uid');
  await knex.schema.dropTableIfExists('ical_feeds');
  await knex.schema.dropTableIfExists('ical_exports');
}

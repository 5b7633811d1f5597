import type { Knex } from 'knex';

/**
 * Customer identity and customer features: customers keyed by E.164 phone, one-time-code
 * challenges (only an HMAC of the code is stored), revocable sessions, Postgres-backed rate
 * limits, the development SMS outbox, wishlists, reviews with helpful votes, contact messages.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('customer_images', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('content_type', 40).notNullable();
    t.binary('data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('customers', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('phone', 16).notNullable().unique();
    t.string('country_code', 4).notNullable();
    t.string('first_name', 80);
    t.string('last_name', 80);
    t.string('email', 200);
    t.text('bio');
    t.uuid('profile_image_id').references('id').inTable('customer_images').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('otp_challenges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('phone', 16).notNullable();
    // 'login', or 'change_phone' for a signed-in customer moving to a new phone.
    t.string('purpose', 16).notNullable();
    t.uuid('customer_id').references('id').inTable('customers').onDelete('CASCADE');
    t.string('code_hmac', 64).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
  });
  await knex.raw('create index otp_challenges_phone_idx on otp_challenges (phone, purpose, created_at desc)');

  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 64).primary();
    t.string('role', 10).notNullable();
    t.string('subject', 64).notNullable();
    t.string('owner_id', 64);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('checked_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
  });
  await knex.raw(`alter table sessions add constraint sessions_role check (role in ('customer', 'owner', 'admin'))`);
  await knex.raw('create index sessions_subject_idx on sessions (role, subject)');

  // One row per counted event; a limit counts rows of its bucket and key inside its window.
  await knex.schema.createTable('rate_limit_events', (t) => {
    t.bigIncrements('id');
    t.string('bucket', 40).notNullable();
    t.string('key', 200).notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
  });
  await knex.raw('create index rate_limit_events_key_idx on rate_limit_events (bucket, key, at)');

  await knex.schema.createTable('dev_sms_outbox', (t) => {
    t.bigIncrements('id');
    t.string('phone', 16).notNullable();
    t.text('body').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('wishlist_entries', (t) => {
    t.uuid('customer_id').notNullable().references('id').inTable('customers').onDelete('CASCADE');
    t.string('villa_id', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['customer_id', 'villa_id']);
  });

  await knex.schema.alterTable('bookings', (t) => {
    t.uuid('customer_id').references('id').inTable('customers').onDelete('SET NULL');
  });
  await knex.raw('create index bookings_customer_idx on bookings (customer_id, check_out)');

  await knex.schema.createTable('reviews', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('booking_id').notNullable().unique().references('id').inTable('bookings').onDelete('CASCADE');
    t.string('villa_id', 64).notNullable();
    t.uuid('customer_id').notNullable().references('id').inTable('customers').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.string('message', 500).notNullable().defaultTo('');
    t.integer('helpful_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('alter table reviews add constraint reviews_rating check (rating between 1 and 5)');
  await knex.raw('create index reviews_villa_idx on reviews (villa_id, created_at desc)');

  await knex.schema.createTable('review_helpful_votes', (t) => {
    t.uuid('review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    // `customer:<id>` or `visitor:<anonymous cookie id>`
    t.string('voter', 80).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['review_id', 'voter']);
  });

  await knex.schema.createTable('contact_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('first_name', 80).notNullable();
    t.string('last_name', 80).notNullable();
    t.string('email', 200).notNullable();
    t.string('country_code', 5);
    t.string('phone', 10);
    t.string('subject', 40).notNullable();
    t.text('message').notNullable();
    t.string('status', 10).notNullable().defaultTo('new');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table contact_messages add constraint contact_messages_status check (status in ('new', 'replied', 'resolved'))`);
  await knex.raw('create index contact_messages_created_idx on contact_messages (created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['contact_messages', 'review_helpful_votes', 'reviews', 'wishlist_entries', 'dev_sms_outbox', 'rate_limit_events', 'sessions', 'otp_challenges']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('alter table bookings drop column if exists customer_id');
  await knex.schema.dropTableIfExists('customers');
  await knex.schema.dropTableIfExists('customer_images');
}

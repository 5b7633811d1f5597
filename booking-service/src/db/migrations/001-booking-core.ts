import type { Knex } from 'knex';

/**
 * The booking core: currencies, the villa read model (projection of CMS content), pricing,
 * bookings and blocks. No double booking is enforced here, in the database, by an exclusion
 * constraint; blocks live in their own table and writers serialise per villa with an advisory lock.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists btree_gist');

  await knex.schema.createTable('currencies', (t) => {
    t.string('code', 3).primary();
    t.string('symbol', 5).notNullable();
    t.string('name', 80).notNullable();
    // Units of this currency per 1 unit of the base currency.
    t.decimal('rate', 20, 10).notNullable();
    t.smallint('decimal_places').notNullable().defaultTo(2);
    t.string('position', 6).notNullable().defaultTo('before');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table currencies
    add constraint currencies_rate_positive check (rate > 0),
    add constraint currencies_decimals check (decimal_places in (0, 2, 3, 4)),
    add constraint currencies_position check (position in ('before', 'after')),
    add constraint currencies_code_upper check (code ~ '^[A-Z]{3}$')`);

  await knex.schema.createTable('settings', (t) => {
    t.string('key', 64).primary();
    t.jsonb('value').notNullable();
  });

  await knex.schema.createTable('owners', (t) => {
    t.string('id', 64).primary();
    t.string('name', 200).notNullable();
    t.string('email', 200);
    t.string('status', 12).notNullable().defaultTo('pending');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table owners add constraint owners_status check (status in ('pending', 'approved', 'unapproved'))`);

  await knex.schema.createTable('areas', (t) => {
    t.string('id', 64).primary();
    t.string('name', 120).notNullable().unique();
    t.string('slug', 120).notNullable().unique();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('amenities', (t) => {
    t.string('id', 64).primary();
    t.string('name', 120).notNullable().unique();
    t.string('icon', 60).notNullable().defaultTo('default');
    t.boolean('predefined').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('villas', (t) => {
    t.string('id', 64).primary();
    t.string('slug', 160).notNullable().unique();
    t.string('name', 200).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('villatype', 10).notNullable().defaultTo('Villa');
    t.specificType('areas', 'text[]').notNullable().defaultTo('{}');
    t.specificType('amenities', 'text[]').notNullable().defaultTo('{}');
    // Lower-cased amenity names for case-insensitive "has all of" filters.
    t.specificType('amenity_keys', 'text[]').notNullable().defaultTo('{}');
    t.jsonb('images').notNullable().defaultTo('[]');
    t.integer('guests').notNullable();
    t.integer('bedrooms').notNullable();
    t.integer('bathrooms').notNullable();
    t.decimal('base_price', 14, 4).notNullable();
    t.string('currency', 3).notNullable().references('code').inTable('currencies');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_promoted').notNullable().defaultTo(false);
    t.string('owner_id', 64).references('id').inTable('owners');
    t.decimal('rating', 3, 1).notNullable().defaultTo(0);
    t.integer('review_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table villas
    add constraint villas_type check (villatype in ('Home', 'Villa', 'Hotel')),
    add constraint villas_capacity check (guests >= 1 and bedrooms >= 0 and bathrooms >= 0),
    add constraint villas_price check (base_price >= 0)`);
  await knex.raw('create index villas_owner_idx on villas (owner_id)');
  await knex.raw('create index villas_areas_idx on villas using gin (areas)');

  // Ids of villas deleted in the CMS, so a late event cannot bring one back.
  await knex.schema.createTable('villa_tombstones', (t) => {
    t.string('villa_id', 64).primary();
    t.timestamp('deleted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('villa_seasons', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('villa_id', 64).notNullable().references('id').inTable('villas').onDelete('CASCADE');
    t.string('name', 120).notNullable();
    t.string('type', 4).notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.decimal('daily_price', 14, 4).notNullable().defaultTo(0);
    t.decimal('weekly_price', 14, 4).notNullable().defaultTo(0);
    t.decimal('monthly_price', 14, 4).notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table villa_seasons
    add constraint villa_seasons_type check (type in ('low', 'high')),
    add constraint villa_seasons_dates check (start_date <= end_date),
    add constraint villa_seasons_prices check (daily_price >= 0 and weekly_price >= 0 and monthly_price >= 0)`);
  await knex.raw('create index villa_seasons_villa_idx on villa_seasons (villa_id)');

  // One row per villa: weekend rule, stay discounts, seasonal multipliers and special dates.
  await knex.schema.createTable('pricing_rules', (t) => {
    t.string('villa_id', 64).primary().references('id').inTable('villas').onDelete('CASCADE');
    t.decimal('weekend_multiplier', 6, 3).notNullable().defaultTo(1);
    t.integer('minimum_nights').notNullable().defaultTo(1);
    t.decimal('max_discount', 5, 2).notNullable().defaultTo(20);
    t.jsonb('seasonal_pricing').notNullable().defaultTo('[]');
    t.jsonb('length_of_stay_discounts').notNullable().defaultTo('[]');
    t.jsonb('special_date_pricing').notNullable().defaultTo('[]');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('season_ranges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('name', 120).notNullable();
    t.string('type', 4).notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.decimal('daily_price', 14, 4).notNullable().defaultTo(0);
    t.decimal('weekly_price', 14, 4).notNullable().defaultTo(0);
    t.decimal('monthly_price', 14, 4).notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table season_ranges
    add constraint season_ranges_type check (type in ('low', 'high')),
    add constraint season_ranges_dates check (start_date <= end_date)`);

  await knex.schema.createTable('villa_season_rates', (t) => {
    t.string('villa_id', 64).notNullable().references('id').inTable('villas').onDelete('CASCADE');
    t.string('season_type', 4).notNullable();
    t.decimal('daily_price', 14, 4).notNullable().defaultTo(0);
    t.decimal('weekly_price', 14, 4).notNullable().defaultTo(0);
    t.decimal('monthly_price', 14, 4).notNullable().defaultTo(0);
    t.primary(['villa_id', 'season_type']);
  });
  await knex.raw(`alter table villa_season_rates add constraint villa_season_rates_type check (season_type in ('low', 'high'))`);

  await knex.schema.createTable('bookings', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('reference', 11).notNullable().unique();
    // No foreign key: past bookings outlive their villa and keep its name.
    t.string('villa_id', 64).notNullable();
    t.string('villa_name', 200).notNullable();
    t.date('check_in').notNullable();
    t.date('check_out').notNullable();
    t.integer('guests').notNullable();
    t.integer('nights').notNullable();
    t.decimal('price_per_night', 14, 4).notNullable();
    t.decimal('subtotal', 14, 4).notNullable();
    t.decimal('discount_percentage', 5, 2).notNullable().defaultTo(0);
    t.decimal('total_price', 14, 4).notNullable();
    t.string('villa_currency', 3).notNullable();
    t.decimal('villa_currency_rate', 20, 10).notNullable();
    t.string('customer_currency', 3).notNullable();
    t.decimal('currency_rate', 20, 10).notNullable();
    t.decimal('customer_to_pay', 14, 4).notNullable();
    t.string('customer_name', 120).notNullable();
    t.string('customer_email', 200).notNullable();
    t.string('customer_phone', 32).notNullable();
    t.string('status', 10).notNullable().defaultTo('confirmed');
    t.string('payment_status', 10).notNullable().defaultTo('pending');
    t.text('notes');
    t.decimal('custom_price', 14, 4);
    t.boolean('is_admin_booking').notNullable().defaultTo(false);
    t.jsonb('price_breakdown').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The nights a booking occupies, [check_in, check_out): a check-out day is the next check-in day.
  await knex.raw(`alter table bookings add column stay daterange generated always as (daterange(check_in, check_out, '[)')) stored`);
  // The exclusion constraint's index leads with the stay so it also answers search's "which
  // villas have an occupied night in this range" from the index alone (villa_id is in it). One
  // gist index only: with two that cost the same, the planner picked either, one 10x slower.
  await knex.raw(`alter table bookings
    add constraint bookings_status check (status in ('pending', 'confirmed', 'completed', 'cancelled')),
    add constraint bookings_dates check (check_in < check_out),
    add constraint bookings_guests check (guests >= 1),
    add constraint bookings_no_overlap exclude using gist (stay with &&, villa_id with =) where (status <> 'cancelled')`);
  // A villa's bookings in date order (calendars, availability).
  await knex.raw('create index bookings_villa_check_in_idx on bookings (villa_id, check_in)');
  await knex.raw('create index bookings_created_idx on bookings (created_at desc)');

  await knex.schema.createTable('availability_blocks', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('villa_id', 64).notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.string('kind', 16).notNullable();
    t.string('note', 500);
    t.string('source_id', 64);
    t.string('external_uid', 500);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table availability_blocks add column period daterange generated always as (daterange(start_date, end_date, '[)')) stored`);
  await knex.raw(`alter table availability_blocks
    add constraint availability_blocks_kind check (kind in ('owner_stay', 'maintenance', 'import')),
    add constraint availability_blocks_dates check (start_date < end_date)`);
  await knex.raw(`create index availability_blocks_period_idx on availability_blocks using gist (period, villa_id)`);
  await knex.raw('create index availability_blocks_villa_start_idx on availability_blocks (villa_id, start_date)');

  await knex.schema.createTable('idempotency_keys', (t) => {
    t.string('scope', 120).notNullable();
    t.string('key', 200).notNullable();
    t.string('request_hash', 64).notNullable();
    t.integer('response_status').notNullable();
    t.jsonb('response_body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['scope', 'key']);
  });
  await knex.raw('create index idempotency_keys_created_idx on idempotency_keys (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'availability_blocks',
    'bookings',
    'villa_season_rates',
    'season_ranges',
    'pricing_rules',
    'villa_seasons',
    'villa_tombstones',
    'villas',
    'amenities',
    'areas',
    'owners',
    'settings',
    'currencies',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}

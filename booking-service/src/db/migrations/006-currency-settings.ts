import type { Knex } from 'knex';

/**
 * Currency settings: rates at full precision (a base-currency change divides every rate, and
 * decimal(20,10) would lose digits for small rates), each owner's own display currency, and when
 * rates were last fetched.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table currencies alter column rate type numeric');
  await knex.schema.alterTable('owners', (t) => {
    t.string('currency', 3).references('code').inTable('currencies');
  });
  await knex.schema.alterTable('currencies', (t) => {
    t.boolean('custom').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('currencies', (t) => t.dropColumn('custom'));
  await knex.schema.alterTable('owners', (t) => t.dropColumn('currency'));
  await knex.raw('alter table currencies alter column rate type numeric(20, 10)');
}

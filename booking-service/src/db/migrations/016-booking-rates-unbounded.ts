import type { Knex } from 'knex';

/**
 * A booking keeps the rates it was priced at: the villa's currency's and the guest's, exactly as
 * the currencies table held them (plain `numeric`, up to 60 significant digits after a rebase).
 * The booking's columns were `numeric(20, 10)`, which rounded a stored rate to 10 decimals, so a
 * booking's converted amount could not always be recomputed from the rates it lists. Plain
 * `numeric` keeps them as they were. Existing rows keep their values.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings alter column villa_currency_rate type numeric, alter column currency_rate type numeric');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings alter column villa_currency_rate type numeric(20, 10), alter column currency_rate type numeric(20, 10)');
}

import type { Knex } from 'knex';

/**
 * A villa's cleaning fee (in its own currency, charged once per stay and part of every quote's
 * total), and the exchange rate each booking was made at: the site's base currency then and how
 * many of its units one unit of the villa's currency was worth. Revenue and a guest's converted
 * amounts read these, so they never move when rates or the base currency change later.
 *
 * Older bookings already hold the villa currency's rate against the base of their day; they are
 * given today's base code and the inverse of that rate, which is the best the rows can tell.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table villas add column cleaning_fee numeric(14, 4) not null default 0');
  await knex.raw('alter table villas add constraint villas_cleaning_fee check (cleaning_fee >= 0)');

  await knex.raw('alter table bookings add column base_currency varchar(3), add column base_rate numeric');
  // Writers that predate the columns (the demo seed, raw fixtures) get the backfill's figures.
  await knex.raw(`create function bookings_fill_base_rate() returns trigger language plpgsql as $$
    begin
      new.base_currency := coalesce(new.base_currency, (select value #>> '{}' from settings where key = 'base_currency'), 'USD');
      new.base_rate := coalesce(new.base_rate, 1 / new.villa_currency_rate);
      return new;
    end $$`);
  await knex.raw(`create trigger bookings_fill_base_rate before insert or update of base_currency, base_rate on bookings
    for each row execute function bookings_fill_base_rate()`);
  await knex.raw('update bookings set base_rate = null');
  await knex.raw('alter table bookings alter column base_currency set not null, alter column base_rate set not null');
  await knex.raw('alter table bookings add constraint bookings_base_rate_positive check (base_rate > 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger bookings_fill_base_rate on bookings');
  await knex.raw('drop function bookings_fill_base_rate()');
  await knex.raw('alter table bookings drop column base_currency, drop column base_rate');
  await knex.raw('alter table villas drop column cleaning_fee');
}

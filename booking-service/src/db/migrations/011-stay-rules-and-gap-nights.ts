import type { Knex } from 'knex';

/**
 * Stay rules beside the other pricing rules of a villa: minimum nights and allowed check-in and
 * check-out weekdays by period (a list, like the seasonal multipliers), and gap nights (sell the
 * exact free nights between two stays below the minimum stay, optionally at a discount).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table pricing_rules
    add column stay_rules jsonb not null default '[]',
    add column fill_gaps boolean not null default false,
    add column min_gap_nights integer not null default 1,
    add column gap_discount numeric(5, 2) not null default 0`);
  await knex.raw('alter table pricing_rules add constraint pricing_rules_min_gap_nights check (min_gap_nights >= 1)');
  await knex.raw('alter table pricing_rules add constraint pricing_rules_gap_discount check (gap_discount between 0 and 100)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table pricing_rules drop column stay_rules, drop column fill_gaps, drop column min_gap_nights, drop column gap_discount');
}

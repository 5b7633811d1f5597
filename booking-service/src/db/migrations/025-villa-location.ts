import type { Knex } from 'knex';

/**
 * A villa's point on the map (both or neither) and whether the public sees only the ~500 m cell
 * around it (shared/src/villas/villa-location.ts). numeric(9,6) holds a degree to about 10 cm.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table villas
    add column latitude numeric(9,6) check (latitude between -90 and 90),
    add column longitude numeric(9,6) check (longitude between -180 and 180),
    add column hide_exact_location boolean not null default false`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table villas drop column latitude, drop column longitude, drop column hide_exact_location');
}

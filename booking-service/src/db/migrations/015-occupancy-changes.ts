import type { Knex } from 'knex';

/**
 * Search with dates answers "is this villa free" from an occupancy index each instance keeps in
 * memory (bookings/occupancy.ts). This change log keeps every instance's index current: every
 * insert, update or delete of a booking or a block writes one row naming its villa (a truncate
 * writes one naming none: reload everything), in the writer's own transaction.
 *
 * Rows carry the writing transaction's id, not only a sequence number: sequence numbers are
 * taken before commit, so a later number can commit first and a reader reading "after my last
 * number" would skip the earlier one for good. Every row a reader's snapshot cannot see yet was
 * written by a transaction whose id is at least that snapshot's xmin, so a reader asks next time
 * for the rows of transactions from that xmin on, and skips by number the rows it already applied.
 *
 * Old rows are pruned by the readers (occupancy_state.pruned_through remembers the newest
 * transaction pruned, so a reader that fell behind it reloads whole).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table occupancy_changes (
    seq bigserial primary key,
    villa_id varchar(64),
    writer_xid bigint not null default (pg_current_xact_id()::text::bigint),
    changed_at timestamptz not null default now()
  )`);
  await knex.raw('create index occupancy_changes_writer_idx on occupancy_changes (writer_xid)');
  await knex.raw(`create table occupancy_state (
    id smallint primary key default 1 check (id = 1),
    pruned_through bigint not null default 0
  )`);
  await knex.raw('insert into occupancy_state (id, pruned_through) values (1, 0)');

  // Statement triggers with transition tables: a bulk write (an iCal import, a seed) notes each
  // villa once, not once per row.
  await knex.raw(`create function note_occupancy_inserted() returns trigger language plpgsql as $$
    begin
      insert into occupancy_changes (villa_id) select distinct villa_id from new_rows;
      return null;
    end $$`);
  await knex.raw(`create function note_occupancy_deleted() returns trigger language plpgsql as $$
    begin
      insert into occupancy_changes (villa_id) select distinct villa_id from old_rows;
      return null;
    end $$`);
  await knex.raw(`create function note_occupancy_truncated() returns trigger language plpgsql as $$
    begin
      insert into occupancy_changes (villa_id) values (null);
      return null;
    end $$`);
  // An update that moves no night (payment, notes, guest details, confirmed to completed) changes
  // no one's occupancy; one that does notes the villa before and after.
  await knex.raw(`create function note_bookings_updated() returns trigger language plpgsql as $$
    begin
      insert into occupancy_changes (villa_id)
        select distinct v from old_rows o join new_rows n on n.id = o.id,
               lateral (values (o.villa_id), (n.villa_id)) as moved(v)
         where (o.villa_id, o.check_in, o.check_out, o.status <> 'cancelled')
               is distinct from (n.villa_id, n.check_in, n.check_out, n.status <> 'cancelled');
      return null;
    end $$`);
  await knex.raw(`create function note_blocks_updated() returns trigger language plpgsql as $$
    begin
      insert into occupancy_changes (villa_id)
        select distinct v from old_rows o join new_rows n on n.id = o.id,
               lateral (values (o.villa_id), (n.villa_id)) as moved(v)
         where (o.villa_id, o.start_date, o.end_date) is distinct from (n.villa_id, n.start_date, n.end_date);
      return null;
    end $$`);
  for (const [table, updated] of [
    ['bookings', 'note_bookings_updated'],
    ['availability_blocks', 'note_blocks_updated'],
  ] as const) {
    await knex.raw(`create trigger ${table}_occupancy_insert after insert on ${table}
      referencing new table as new_rows for each statement execute function note_occupancy_inserted()`);
    await knex.raw(`create trigger ${table}_occupancy_update after update on ${table}
      referencing old table as old_rows new table as new_rows for each statement execute function ${updated}()`);
    await knex.raw(`create trigger ${table}_occupancy_delete after delete on ${table}
      referencing old table as old_rows for each statement execute function note_occupancy_deleted()`);
    await knex.raw(`create trigger ${table}_occupancy_truncate after truncate on ${table}
      for each statement execute function note_occupancy_truncated()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['bookings', 'availability_blocks']) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) await knex.raw(`drop trigger if exists ${table}_occupancy_${event} on ${table}`);
  }
  for (const fn of ['note_occupancy_inserted', 'note_occupancy_deleted', 'note_occupancy_truncated', 'note_bookings_updated', 'note_blocks_updated']) {
    await knex.raw(`drop function if exists ${fn}()`);
  }
  await knex.raw('drop table if exists occupancy_state');
  await knex.raw('drop table if exists occupancy_changes');
}

import type { Knex } from '../../db/knex.ts';
import { preparedQuery } from '../../db/prepared.ts';

/**
 * The nights held, as the occupancy index reads them (occupancy.ts): a non-cancelled booking or
 * a block holds `[start, end)`. Days are whole days since 1970-01-01, so the index compares
 * integers; a villa's spans come as one `start,end,kind,start,end,kind...` string (kind
 * HELD_BY_BOOKING or HELD_BY_BLOCK), ordered by start, then end, then kind (as `toNeighbourhood`
 * orders them, so both name the same holder).
 */
export const HELD_BY_BOOKING = 1;
export const HELD_BY_BLOCK = 2;

function heldSpans(onlyWanted: boolean): string {
  const wanted = onlyWanted ? 'and villa_id in (select villa_id from wanted)' : '';
  return `
  select villa_id, string_agg(s || ',' || e || ',' || k, ',' order by s, e, k) as spans
    from (select villa_id, check_in - date '1970-01-01' as s, check_out - date '1970-01-01' as e, ${HELD_BY_BOOKING} as k
            from bookings
           where status <> 'cancelled' and check_out > $1::date ${wanted}
          union all
          select villa_id, start_date - date '1970-01-01', end_date - date '1970-01-01', ${HELD_BY_BLOCK}
            from availability_blocks
           where end_date > $1::date ${wanted}) held
   group by villa_id`;
}

/** A row of the change log: its number, the writing transaction, the villa (null: every villa). */
export interface OccupancyChange {
  seq: string;
  xid: bigint;
  villaId: string | null;
}

export interface OccupancyRead {
  /** The xmin of the statement's snapshot: every change it could not see is from this transaction on. */
  xmin: bigint;
  /** The value of the caller's `AlongsideRead` in the same statement, as text (null without one). */
  alongside: string | null;
  /** Spans of the villas read, by villa; a villa read without any is absent. */
  spans: Map<string, string>;
  /** Change-log rows from `xmin` on that the statement saw. */
  changes: OccupancyChange[];
}

interface ReadRow {
  xmin: string;
  alongside: string | null;
  pruned_through: string;
  changes: [string, string, string | null][] | null;
  spans: Record<string, string> | null;
}

function toRead(row: ReadRow | undefined): OccupancyRead & { prunedThrough: bigint } {
  if (!row) throw new Error('occupancy read returned no row');
  return {
    xmin: BigInt(row.xmin),
    alongside: row.alongside,
    prunedThrough: BigInt(row.pruned_through),
    spans: new Map(Object.entries(row.spans ?? {})),
    changes: (row.changes ?? []).map(([seq, xid, villaId]) => ({ seq, xid: BigInt(xid), villaId })),
  };
}

const SNAPSHOT_XMIN = 'pg_snapshot_xmin(pg_current_snapshot())::text';

/**
 * A one-value query another module wants as fresh as the occupancy (the catalog's version), read
 * in the occupancy read's own statement: one round trip instead of two for a read that needs both.
 * `name` tells the prepared statements apart.
 */
export interface AlongsideRead {
  name: string;
  /** A query of one row and one column. */
  sql: string;
}

function alongsideColumn(alongside: AlongsideRead | undefined): string {
  return alongside ? `(${alongside.sql})::text as alongside` : 'null::text as alongside';
}

function statementName(name: string, alongside: AlongsideRead | undefined): string {
  return alongside ? `${name}+${alongside.name}` : name;
}

/**
 * Every villa's spans ending after `from`, with the snapshot's xmin and the change-log rows from
 * it on that are already reflected, in one statement (one snapshot, so they agree).
 */
export async function readAllOccupancy(db: Knex, from: string, alongside?: AlongsideRead): Promise<OccupancyRead> {
  const rows = await preparedQuery<ReadRow>(
    db,
    statementName('occupancy-all', alongside),
    `with seen as (select seq, writer_xid, villa_id from occupancy_changes
                    where writer_xid >= (${SNAPSHOT_XMIN})::bigint)
     select ${SNAPSHOT_XMIN} as xmin,
            ${alongsideColumn(alongside)},
            (select pruned_through from occupancy_state where id = 1)::text as pruned_through,
            (select json_agg(json_build_array(seq::text, writer_xid::text, villa_id)) from seen) as changes,
            (select json_object_agg(villa_id, spans) from (${heldSpans(false)}) v) as spans`,
    [from],
  );
  return toRead(rows[0]);
}

/**
 * The change-log rows from transaction `since` on, but for those numbered in `skip` (already
 * applied), and the current spans of the villas they name, in one statement; with the snapshot's
 * xmin and how far the log was pruned.
 */
export async function readOccupancyChanges(db: Knex, from: string, since: bigint, skip: readonly string[], alongside?: AlongsideRead): Promise<OccupancyRead & { prunedThrough: bigint }> {
  const rows = await preparedQuery<ReadRow>(
    db,
    statementName('occupancy-changes', alongside),
    `with changed as (select seq, writer_xid, villa_id from occupancy_changes
                       where writer_xid >= $2::bigint and seq <> all($3::bigint[])),
          wanted as (select distinct villa_id from changed where villa_id is not null)
     select ${SNAPSHOT_XMIN} as xmin,
            ${alongsideColumn(alongside)},
            (select pruned_through from occupancy_state where id = 1)::text as pruned_through,
            (select json_agg(json_build_array(seq::text, writer_xid::text, villa_id)) from changed) as changes,
            (select json_object_agg(villa_id, spans) from (${heldSpans(true)}) v) as spans`,
    [from, since.toString(), `{${skip.join(',')}}`],
  );
  return toRead(rows[0]);
}

/**
 * Deletes change-log rows older than `keepMinutes` whose writers every snapshot now sees, and
 * remembers the newest writer deleted: a reader still waiting for rows of that transaction or
 * older reloads whole.
 */
export async function pruneOccupancyChanges(db: Knex, keepMinutes: number): Promise<void> {
  await db.raw(
    `with gone as (delete from occupancy_changes
                    where changed_at < now() - make_interval(mins => ?)
                      and writer_xid < (${SNAPSHOT_XMIN})::bigint
                   returning writer_xid)
     update occupancy_state set pruned_through = greatest(pruned_through, (select max(writer_xid) from gone))
      where id = 1 and exists (select 1 from gone)`,
    [keepMinutes],
  );
}

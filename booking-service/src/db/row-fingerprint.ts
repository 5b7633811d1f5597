import type { Knex } from './knex.ts';
import { preparedQuery } from './prepared.ts';

/**
 * What a set of rows is, in one short text: the count, the sum and the XOR of a 64-bit hash of each
 * row's id and row version (PostgreSQL's `xmin`, the transaction that wrote that version of the
 * row). A row written, inserted or deleted, or one that enters or leaves the set, changes the text;
 * the same text means the same row versions, so whatever is made from those rows' own columns is
 * the same. Hash, sum and XOR keep it one pass with no sort; two different sets giving the same three
 * numbers is as likely as guessing a 64-bit number, and writers choose neither ids nor row versions.
 *
 * A module gives the rows as SQL (`RowsSql`) of its own table, with the villa and each row's key;
 * the parameters come as SQL text, written without `::` casts (knex reads `:name` as a binding).
 */
export type RowsSql = (params: { ids: string; from: string; to: string }) => string;

/** The key a `RowsSql` selects for each row (as `key`, beside `villa_id`). */
export const ROW_VERSION_KEY = `cast(id as text) || ':' || cast(xmin as text)`;

const FINGERPRINT = `count(*) || ':' || coalesce(sum(h), 0) || ':' || coalesce(bit_xor(h), 0)`;
const hashed = (rows: string) => `select villa_id, hashtextextended(key, 0) as h from (${rows}) as keyed`;

/** The fingerprint of the rows, from the pool, as a named prepared statement (planned once per connection). */
export async function rowsFingerprint(knex: Knex, name: string, rows: RowsSql, villaIds: string[] | undefined, from: string, to: string): Promise<string> {
  const sql = `select ${FINGERPRINT} as fingerprint from (${hashed(rows({ ids: 'cast($1 as text[])', from: 'cast($2 as date)', to: 'cast($3 as date)' }))}) as rows`;
  const found = await preparedQuery<{ fingerprint: string }>(knex, name, sql, [villaIds ?? null, from, to]);
  return found[0]?.fingerprint ?? '';
}

export interface RowsFingerprints {
  /** What `rowsFingerprint` answers for the same rows. */
  all: string;
  /** Each villa's own (a villa without rows has none). */
  byVilla: Map<string, string>;
}

/** The fingerprint of all the rows and of each villa's, in one query (in a transaction that then reads the rows, say). */
export async function rowsFingerprints(db: Knex | Knex.Transaction, rows: RowsSql, villaIds: string[] | undefined, from: string, to: string): Promise<RowsFingerprints> {
  const result = await db.raw<{ rows: { villa_id: string | null; total: boolean; fingerprint: string }[] }>(
    `select villa_id, grouping(villa_id) = 1 as total, ${FINGERPRINT} as fingerprint
       from (${hashed(rows({ ids: 'cast(:ids as text[])', from: 'cast(:from as date)', to: 'cast(:to as date)' }))}) as rows
      group by grouping sets ((villa_id), ())`,
    { ids: villaIds ?? null, from, to },
  );
  const byVilla = new Map<string, string>();
  let all = '';
  for (const row of result.rows) {
    if (row.total) all = row.fingerprint;
    else if (row.villa_id !== null) byVilla.set(row.villa_id, row.fingerprint);
  }
  return { all, byVilla };
}

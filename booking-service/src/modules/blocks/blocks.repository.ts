import type { BlockDto, CreateBlockRequest } from '@islandstay/shared/blocks/block.schemas';
import type { Knex } from '../../db/knex.ts';
import { ROW_VERSION_KEY, rowsFingerprint, rowsFingerprints, type RowsFingerprints, type RowsSql } from '../../db/row-fingerprint.ts';

type Db = Knex | Knex.Transaction;

/** A row of `availability_blocks` (dates come back as text: the pg date parser is set to keep them). */
interface BlockRow {
  id: string;
  villa_id: string;
  start_date: string;
  end_date: string;
  kind: BlockDto['kind'];
  note: string | null;
  created_at: Date;
}

function toDto(row: BlockRow): BlockDto {
  return {
    id: row.id,
    villaId: row.villa_id,
    startDate: row.start_date,
    endDate: row.end_date,
    kind: row.kind,
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listBlocks(db: Db, villaId: string, from: string): Promise<BlockDto[]> {
  const rows = await db('availability_blocks').where({ villa_id: villaId }).andWhere('end_date', '>', from).orderBy('start_date');
  return rows.map(toDto);
}

export async function insertBlock(trx: Knex.Transaction, villaId: string, b: CreateBlockRequest): Promise<BlockDto> {
  const [row] = await trx('availability_blocks')
    .insert({ villa_id: villaId, start_date: b.startDate, end_date: b.endDate, kind: b.kind, note: b.note ?? null })
    .returning('*');
  return toDto(row as BlockRow);
}

/** Removes a manual block of the villa; imported blocks belong to their feed. */
export async function deleteManualBlock(db: Db, villaId: string, blockId: string): Promise<boolean> {
  const deleted = await db('availability_blocks').where({ id: blockId, villa_id: villaId }).whereNot({ kind: 'import' }).delete();
  return deleted > 0;
}

/**
 * The rows `listBlocksInRange` answers (blocks with a night in range), keyed by row version for a
 * fingerprint (db/row-fingerprint.ts); `ids` null takes every villa's. Must keep that list's filter.
 */
const blockRowsInRange: RowsSql = ({ ids, from, to }) =>
  `select villa_id, ${ROW_VERSION_KEY} as key from availability_blocks
    where (${ids} is null or villa_id = any(${ids})) and period && daterange(${from}, ${to}, '[)')`;

/** The fingerprint of `listBlocksInRange`'s rows (db/row-fingerprint.ts), from the pool; `villaIds` undefined: every villa's. */
export function blocksInRangeFingerprint(knex: Knex, villaIds: string[] | undefined, from: string, to: string): Promise<string> {
  return rowsFingerprint(knex, 'blocks-in-range-fingerprint', blockRowsInRange, villaIds, from, to);
}

/** The same, and each villa's, in one query (db/row-fingerprint.ts). */
export function blocksInRangeFingerprints(db: Db, villaIds: string[] | undefined, from: string, to: string): Promise<RowsFingerprints> {
  return rowsFingerprints(db, blockRowsInRange, villaIds, from, to);
}

/** Blocks of these villas with a night in [from, to). */
export async function listBlocksInRange(db: Db, villaIds: string[], from: string, to: string): Promise<BlockDto[]> {
  if (villaIds.length === 0) return [];
  const rows = await db('availability_blocks')
    .whereIn('villa_id', villaIds)
    .whereRaw(`period && daterange(?::date, ?::date, '[)')`, [from, to])
    .orderBy([{ column: 'start_date' }, { column: 'id' }]);
  return rows.map(toDto);
}

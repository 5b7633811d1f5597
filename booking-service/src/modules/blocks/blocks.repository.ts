import type { BlockDto, CreateBlockRequest } from '@islandstay/shared/blocks/block.schemas';
import type { Knex } from '../../db/knex.ts';

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

/** Blocks of these villas with a night in [from, to). */
export async function listBlocksInRange(db: Db, villaIds: string[], from: string, to: string): Promise<BlockDto[]> {
  if (villaIds.length === 0) return [];
  const rows = await db('availability_blocks')
    .whereIn('villa_id', villaIds)
    .whereRaw(`period && daterange(?::date, ?::date, '[)')`, [from, to])
    .orderBy([{ column: 'start_date' }, { column: 'id' }]);
  return rows.map(toDto);
}

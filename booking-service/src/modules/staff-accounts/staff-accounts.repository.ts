import type { Knex } from '../../db/knex.ts';

export async function countVillasOfOwner(db: Knex, ownerId: string): Promise<number> {
  const row = await db('villas').where({ owner_id: ownerId }).count<{ n: string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

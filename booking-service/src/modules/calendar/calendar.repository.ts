import type { Knex } from '../../db/knex.ts';

/** Ids of the villas in scope (an owner's, or all for the admin), by name, then id (names may repeat). */
export async function villaIdsInScope(db: Knex | Knex.Transaction, ownerId: string | undefined): Promise<string[]> {
  const rows = await db('villas')
    .modify((q) => {
      if (ownerId !== undefined) q.where({ owner_id: ownerId });
    })
    .orderBy([{ column: 'name' }, { column: 'id' }])
    .select('id');
  return rows.map((r: { id: string }) => r.id);
}

import type { Knex } from '../../db/knex.ts';

export async function contactCounts(db: Knex): Promise<{ total: number; fresh: number }> {
  const row = await db('contact_messages').select(db.raw('count(*) as total'), db.raw(`count(*) filter (where status = 'new') as fresh`)).first();
  return { total: Number(row?.total ?? 0), fresh: Number(row?.fresh ?? 0) };
}

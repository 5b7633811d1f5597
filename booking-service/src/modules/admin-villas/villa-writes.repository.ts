import type { Knex } from '../../db/knex.ts';

export async function areaIdsByName(db: Knex, names: string[]): Promise<Map<string, string>> {
  const rows = await db('areas')
    .whereRaw('lower(name) = any(?)', [names.map((n) => n.toLowerCase())])
    .select<{ id: string; name: string }[]>('id', 'name');
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export async function listAmenities(db: Knex): Promise<{ id: string; name: string; predefined: boolean }[]> {
  return db('amenities').select('id', 'name', 'predefined');
}

export async function ownerExists(db: Knex, ownerId: string): Promise<boolean> {
  return Boolean(await db('owners').where({ id: ownerId }).first('id'));
}

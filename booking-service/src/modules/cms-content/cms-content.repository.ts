import type { Knex } from '../../db/knex.ts';

export async function readCached(db: Knex, key: string): Promise<{ body: unknown; fetchedAt: Date } | undefined> {
  const row = await db('cms_cache').where({ key }).first('body', 'fetched_at');
  return row ? { body: row.body, fetchedAt: row.fetched_at } : undefined;
}

export async function writeCached(db: Knex, key: string, body: unknown, now: Date): Promise<void> {
  await db('cms_cache')
    .insert({ key, body: JSON.stringify(body), fetched_at: now })
    .onConflict('key')
    .merge();
}

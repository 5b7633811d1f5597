import type { Knex } from '../../db/knex.ts';

type Db = Knex | Knex.Transaction;

export interface WishlistRecord {
  villaId: string;
  addedAt: string;
}

interface WishlistRow {
  villa_id: string;
  created_at: Date;
}

function toRecord(row: WishlistRow): WishlistRecord {
  return { villaId: row.villa_id, addedAt: row.created_at.toISOString() };
}

/** Adds a villa once: adding it again keeps the first entry and its date. */
export async function addWishlistEntry(db: Db, customerId: string, villaId: string, now: Date): Promise<WishlistRecord> {
  const [inserted] = await db('wishlist_entries')
    .insert({ customer_id: customerId, villa_id: villaId, created_at: now })
    .onConflict(['customer_id', 'villa_id'])
    .ignore()
    .returning(['villa_id', 'created_at']);
  if (inserted) return toRecord(inserted);
  const existing = await db('wishlist_entries').where({ customer_id: customerId, villa_id: villaId }).first('villa_id', 'created_at');
  if (!existing) throw new Error('wishlist entry vanished between insert and select');
  return toRecord(existing);
}

/** A customer's wishlist, newest first. */
export async function listWishlist(db: Db, customerId: string): Promise<WishlistRecord[]> {
  const rows: WishlistRow[] = await db('wishlist_entries')
    .where({ customer_id: customerId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'villa_id', order: 'asc' },
    ])
    .select('villa_id', 'created_at');
  return rows.map(toRecord);
}

export async function removeWishlistEntry(db: Db, customerId: string, villaId: string): Promise<boolean> {
  const deleted = await db('wishlist_entries').where({ customer_id: customerId, villa_id: villaId }).delete();
  return deleted > 0;
}

import type { Knex } from '../../db/knex.ts';
import { likePattern } from '../../db/sql.ts';

export interface AdminVillaFilter {
  ownerId?: string;
  villaId?: string;
  search?: string;
  area?: string;
  active?: boolean;
  sortBy: 'createdAt' | 'name' | 'area' | 'price' | 'rating';
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface AdminVillaRow {
  id: string;
  ownerName: string | null;
}

const SORT_SQL: Record<AdminVillaFilter['sortBy'], string> = {
  createdAt: 'v.created_at',
  name: 'v.name',
  area: `coalesce(v.areas[1], '')`,
  // In the base currency (a rate is units per base unit), so villas priced in THB and in USD rank
  // together; the order is the same in any display currency, as on the storefront.
  price: 'v.base_price / c.rate',
  rating: 'v.rating',
};

/** A page of villas in scope (any status) with their owner's name, and how many there are in all. */
export async function listAdminVillas(db: Knex, f: AdminVillaFilter): Promise<{ rows: AdminVillaRow[]; total: number }> {
  const where: string[] = ['true'];
  const bindings: (string | number | boolean)[] = [];
  if (f.ownerId !== undefined) {
    where.push('v.owner_id = ?');
    bindings.push(f.ownerId);
  }
  if (f.villaId !== undefined) {
    where.push('v.id = ?');
    bindings.push(f.villaId);
  }
  if (f.active !== undefined) {
    where.push('v.is_active = ?');
    bindings.push(f.active);
  }
  if (f.area) {
    where.push('exists (select 1 from unnest(v.areas) a where lower(a) = lower(?))');
    bindings.push(f.area);
  }
  if (f.search) {
    const like = likePattern(f.search);
    where.push(`(v.name ilike ? or v.description ilike ? or array_to_string(v.areas, ' ') ilike ?)`);
    bindings.push(like, like, like);
  }
  const order = `${SORT_SQL[f.sortBy]} ${f.sortOrder === 'asc' ? 'asc' : 'desc'}, v.id`;
  const result = await db.raw<{ rows: { id: string; owner_name: string | null; full_count: number }[] }>(
    `select v.id, o.name as owner_name, count(*) over () as full_count
       from villas v
       left join owners o on o.id = v.owner_id
       join currencies c on c.code = v.currency
      where ${where.join(' and ')}
      order by ${order}
      offset ? limit ?`,
    [...bindings, f.offset, f.limit],
  );
  return {
    rows: result.rows.map((r) => ({ id: r.id, ownerName: r.owner_name })),
    total: Number(result.rows[0]?.full_count ?? (f.offset > 0 ? await countAdminVillas(db, where, bindings) : 0)),
  };
}

async function countAdminVillas(db: Knex, where: string[], bindings: (string | number | boolean)[]): Promise<number> {
  const result = await db.raw<{ rows: { n: number }[] }>(`select count(*) as n from villas v where ${where.join(' and ')}`, bindings);
  return Number(result.rows[0]?.n ?? 0);
}

export async function listAreaNames(db: Knex): Promise<string[]> {
  const rows = await db('areas').orderBy('name').select('name');
  return rows.map((r: { name: string }) => r.name);
}

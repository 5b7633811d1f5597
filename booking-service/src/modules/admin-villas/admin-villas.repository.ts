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

export interface VillaStatsRow {
  id: string;
  ownerName: string | null;
  totalBookings: number;
  confirmedBookings: number;
  completedBookings: number;
  totalRevenue: number;
}

const SORT_SQL: Record<AdminVillaFilter['sortBy'], string> = {
  createdAt: 'v.created_at',
  name: 'v.name',
  area: `coalesce(v.areas[1], '')`,
  price: 'v.base_price',
  rating: 'v.rating',
};

/** A page of villas in scope (any status) with their booking statistics, in one query. */
export async function listAdminVillas(db: Knex, f: AdminVillaFilter): Promise<{ rows: VillaStatsRow[]; total: number }> {
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
  const result = await db.raw<{ rows: { id: string; owner_name: string | null; total_bookings: number; confirmed: number; completed: number; revenue: number | null; full_count: number }[] }>(
    `select v.id, o.name as owner_name,
            count(b.id) filter (where b.id is not null) as total_bookings,
            count(b.id) filter (where b.status = 'confirmed') as confirmed,
            count(b.id) filter (where b.status = 'completed') as completed,
            coalesce(sum(b.total_price) filter (where b.status in ('confirmed', 'completed')), 0) as revenue,
            count(*) over () as full_count
       from villas v
       left join owners o on o.id = v.owner_id
       left join bookings b on b.villa_id = v.id
      where ${where.join(' and ')}
      group by v.id, o.name
      order by ${order}
      offset ? limit ?`,
    [...bindings, f.offset, f.limit],
  );
  return {
    rows: result.rows.map((r) => ({
      id: r.id,
      ownerName: r.owner_name,
      totalBookings: Number(r.total_bookings),
      confirmedBookings: Number(r.confirmed),
      completedBookings: Number(r.completed),
      totalRevenue: Number(r.revenue ?? 0),
    })),
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

import type { Knex } from '../../db/knex.ts';

/** Per status: how many bookings, and their total in the base currency (at today's rates). */
export async function bookingTotalsByStatus(db: Knex, ownerId: string | undefined): Promise<Map<string, { count: number; baseTotal: number }>> {
  const result = await db.raw<{ rows: { status: string; count: number; base_total: number | null }[] }>(
    `select b.status, count(*) as count, sum(b.total_price / c.rate) as base_total
       from bookings b
       left join currencies c on c.code = b.villa_currency
      where (?::text is null or b.villa_id in (select id from villas where owner_id = ?::text))
      group by b.status`,
    [ownerId ?? null, ownerId ?? null],
  );
  return new Map(result.rows.map((r) => [r.status, { count: Number(r.count), baseTotal: Number(r.base_total ?? 0) }]));
}

export async function contactCounts(db: Knex): Promise<{ total: number; fresh: number }> {
  const row = await db('contact_messages').select(db.raw('count(*) as total'), db.raw(`count(*) filter (where status = 'new') as fresh`)).first();
  return { total: Number(row?.total ?? 0), fresh: Number(row?.fresh ?? 0) };
}

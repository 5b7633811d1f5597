import type { Knex } from '../../db/knex.ts';

/**
 * Per status: how many bookings, and their total in the viewer's currency at the rates each
 * booking kept (docs/architecture.md, "Dates, money and ids"): its own amount when the viewer's currency is the villa's,
 * the guest's or the base of the day it was made. Only a viewer currency the booking never knew
 * takes today's rate, from that day's base amount.
 */
export async function bookingTotalsByStatus(db: Knex, ownerId: string | undefined, viewerCode: string): Promise<Map<string, { count: number; viewerTotal: number }>> {
  const result = await db.raw<{ rows: { status: string; count: number; viewer_total: number | null }[] }>(
    `select b.status, count(*) as count,
            sum(case when b.villa_currency = :viewer then b.total_price
                     when b.base_currency = :viewer then b.total_price * b.base_rate
                     when b.customer_currency = :viewer then b.customer_to_pay
                     else b.total_price * b.base_rate / bc.rate * vc.rate end) as viewer_total
       from bookings b
       left join currencies bc on bc.code = b.base_currency
       left join currencies vc on vc.code = :viewer
      where (cast(:owner as text) is null or b.villa_id in (select id from villas where owner_id = cast(:owner as text)))
      group by b.status`,
    { viewer: viewerCode, owner: ownerId ?? null },
  );
  return new Map(result.rows.map((r) => [r.status, { count: Number(r.count), viewerTotal: Number(r.viewer_total ?? 0) }]));
}

export async function contactCounts(db: Knex): Promise<{ total: number; fresh: number }> {
  const row = await db('contact_messages').select(db.raw('count(*) as total'), db.raw(`count(*) filter (where status = 'new') as fresh`)).first();
  return { total: Number(row?.total ?? 0), fresh: Number(row?.fresh ?? 0) };
}

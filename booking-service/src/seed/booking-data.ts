import type { Knex } from '../db/knex.ts';
import { sequentialBookingReference } from '../modules/bookings/booking-reference.ts';
import type { IslandPlan } from './island-plan.ts';

/**
 * Writes what the booking service owns for the planned villas: season ranges, villa seasons,
 * per-season-type rates, pricing rules, ratings and bookings. `villaIds[i]` is the id of
 * `plan.villas[i]` in the projection.
 */
export async function writeBookingData(trx: Knex.Transaction, plan: IslandPlan, villaIds: string[]): Promise<{ bookings: number }> {
  await trx('season_ranges').insert(plan.seasonRanges);
  const seasons: Record<string, unknown>[] = [];
  const rates: Record<string, unknown>[] = [];
  const rules: Record<string, unknown>[] = [];
  const bookings: Record<string, unknown>[] = [];
  let bookingNo = Number((await trx('bookings').count<{ count: string }[]>({ count: '*' }).first())?.count ?? 0);
  plan.villas.forEach((villa, i) => {
    const villaId = villaIds[i];
    if (!villaId) return;
    seasons.push(...villa.seasons.map((s) => ({ ...s, villa_id: villaId })));
    rates.push(...villa.rates.map((r) => ({ ...r, villa_id: villaId })));
    rules.push({ ...villa.rules, villa_id: villaId });
    for (const booking of villa.bookings) {
      bookingNo += 1;
      bookings.push({ ...booking, villa_id: villaId, reference: sequentialBookingReference(bookingNo) });
    }
  });
  for (const [table, rows] of [['villa_seasons', seasons], ['pricing_rules', rules], ['villa_season_rates', rates], ['bookings', bookings]] as const) {
    for (let start = 0; start < rows.length; start += 1000) {
      await trx(table).insert(rows.slice(start, start + 1000)).onConflict().ignore();
    }
  }
  // Ratings belong to the booking service; the demo's are made up until real reviews arrive.
  for (let i = 0; i < plan.villas.length; i++) {
    const villa = plan.villas[i]!;
    if (villaIds[i]) await trx('villas').where({ id: villaIds[i] }).update({ rating: villa.rating, review_count: villa.reviewCount });
  }
  return { bookings: bookings.length };
}

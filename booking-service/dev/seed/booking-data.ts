import { createHash } from 'node:crypto';
import type { Knex } from '../../src/db/knex.ts';
import { islandInstant } from '@islandstay/shared/dates/dates';
import { sequentialBookingReference } from '../../src/modules/bookings/booking-reference.ts';
import { countBookings, insertSeedBookings, type SeededBooking } from '../../src/modules/bookings/seed-bookings.ts';
import { GUEST_NAMES, paidOn, prng, slugify, type IslandPlan } from './island-plan.ts';
import { textsFor } from './review-texts.ts';

/** The demo guests' phones: +66 89 700 00NN, one per name in GUEST_NAMES. */
function guestPhone(index: number): string {
  return `+668970000${String(index + 1).padStart(2, '0')}`;
}

/**
 * The demo guests as customers (found again when an earlier run made them), so their stays are
 * theirs and their reviews have authors. Name to customer id and phone.
 */
async function writeGuests(trx: Knex.Transaction): Promise<Map<string, { id: string; phone: string }>> {
  const rows = GUEST_NAMES.map((name, i) => {
    const [firstName, ...rest] = name.split(' ');
    return { phone: guestPhone(i), country_code: '66', first_name: firstName, last_name: rest.join(' '), email: `${slugify(name)}@example.com` };
  });
  await trx('customers').insert(rows).onConflict('phone').ignore();
  const found: { id: string; phone: string }[] = await trx('customers')
    .whereIn(
      'phone',
      rows.map((r) => r.phone),
    )
    .select('id', 'phone');
  const idByPhone = new Map(found.map((c) => [c.phone, c.id]));
  return new Map(GUEST_NAMES.map((name, i) => [name, { id: idByPhone.get(guestPhone(i))!, phone: guestPhone(i) }]));
}

type WrittenBooking = SeededBooking;

/** Mostly 4 and 5 stars, as on a site where villas are visited before they go live. */
function pickRating(random: () => number): number {
  const r = random();
  return r < 0.5 ? 5 : r < 0.8 ? 4 : r < 0.92 ? 3 : r < 0.97 ? 2 : 1;
}

/**
 * Reviews of about three in four completed stays, written one to five days after check-out
 * (never after the plan's today), every third one in Thai, with helpful votes from made-up
 * visitors. Each booking's choices come from its own reference, so a run always writes the same.
 */
function planReviews(bookings: WrittenBooking[], today: string) {
  const reviews: Record<string, unknown>[] = [];
  const votes: { reference: string; count: number }[] = [];
  const todayEnd = islandInstant(today, '23:00').getTime();
  const ordered = bookings.filter((b) => b.status === 'completed' && b.check_out <= today && b.customer_id).sort((a, b) => a.reference.localeCompare(b.reference));
  for (const booking of ordered) {
    const random = prng(createHash('sha256').update(booking.reference).digest().readUInt32BE(0));
    if (random() >= 0.75) continue;
    const rating = pickRating(random);
    const texts = textsFor(rating);
    const inThai = reviews.length % 3 === 2;
    const pool = inThai ? texts.th : texts.en;
    const written = Math.min(islandInstant(booking.check_out, '10:00').getTime() + Math.floor(1 + random() * 5) * 86_400_000 + Math.floor(random() * 36_000_000), todayEnd);
    const helpful = Math.floor(random() * random() * 14);
    reviews.push({
      booking_id: booking.id,
      villa_id: booking.villa_id,
      customer_id: booking.customer_id,
      rating,
      message: pool[Math.floor(random() * pool.length)],
      helpful_count: helpful,
      created_at: new Date(written),
      updated_at: new Date(written),
    });
    votes.push({ reference: booking.reference, count: helpful });
  }
  return { reviews, votes };
}

/**
 * Writes what the booking service owns for the planned villas: season ranges, villa seasons,
 * per-season-type rates, pricing rules, the demo guests as customers, their bookings, and the
 * reviews of their completed stays (which the villas' ratings and review counts follow).
 * `villaIds[i]` is the id of `plan.villas[i]` in the projection.
 */
export async function writeBookingData(trx: Knex.Transaction, plan: IslandPlan, villaIds: string[]): Promise<{ bookings: number; reviews: number }> {
  await trx('season_ranges').insert(plan.seasonRanges);
  const guests = await writeGuests(trx);
  const seasons: Record<string, unknown>[] = [];
  const rates: Record<string, unknown>[] = [];
  const rules: Record<string, unknown>[] = [];
  const bookings: Record<string, unknown>[] = [];
  let bookingNo = await countBookings(trx);
  plan.villas.forEach((villa, i) => {
    const villaId = villaIds[i];
    if (!villaId) return;
    seasons.push(...villa.seasons.map((s) => ({ ...s, villa_id: villaId })));
    rates.push(...villa.rates.map((r) => ({ ...r, villa_id: villaId })));
    rules.push({ ...villa.rules, villa_id: villaId });
    for (const booking of villa.bookings) {
      bookingNo += 1;
      const guest = guests.get(String(booking.customer_name));
      bookings.push({
        ...booking,
        villa_id: villaId,
        reference: sequentialBookingReference(bookingNo),
        ...(guest ? { customer_id: guest.id, customer_phone: guest.phone } : {}),
      });
    }
  });
  for (const [table, rows] of [
    ['villa_seasons', seasons],
    ['pricing_rules', rules],
    ['villa_season_rates', rates],
  ] as const) {
    for (let start = 0; start < rows.length; start += 1000) {
      await trx(table)
        .insert(rows.slice(start, start + 1000))
        .onConflict()
        .ignore();
    }
  }
  const written = await insertSeedBookings(trx, bookings);
  // Each booking seeded as paid has the payment that paid it in its ledger, as the status says,
  // received on the day its plan says (island-plan.ts, `paidOn`).
  const planned = new Map(bookings.map((b) => [b.reference as string, b as Parameters<typeof paidOn>[0]]));
  const payments = written
    .filter((b) => b.payment_status === 'paid')
    .map((b) => ({
      booking_id: b.id,
      kind: 'payment',
      method: 'bank_transfer',
      amount: b.total_price,
      currency: b.villa_currency,
      received_on: paidOn(planned.get(b.reference)!, plan.today),
      recorded_by: 'seed',
      idempotency_key: 'seed',
    }));
  for (let start = 0; start < payments.length; start += 1000) await trx('booking_payments').insert(payments.slice(start, start + 1000));

  const { reviews, votes } = planReviews(written, plan.today);
  const reviewIds: { id: string; booking_id: string }[] = [];
  for (let start = 0; start < reviews.length; start += 1000) {
    reviewIds.push(
      ...(await trx('reviews')
        .insert(reviews.slice(start, start + 1000))
        .returning(['id', 'booking_id'])),
    );
  }
  // One vote row per helpful vote, so a visitor's later click is counted as the live site counts it
  // (voters are stored as a SHA-256 of who they are, as reviews.service.ts stores them).
  const reviewOfBooking = new Map(reviewIds.map((r) => [r.booking_id, r.id]));
  const bookingOfReference = new Map(written.map((b) => [b.reference, b.id]));
  const voteRows = votes.flatMap(({ reference, count }) => {
    const reviewId = reviewOfBooking.get(bookingOfReference.get(reference) ?? '');
    return reviewId
      ? Array.from({ length: count }, (_, k) => ({
          review_id: reviewId,
          voter: createHash('sha256')
            .update(`visitor:demo-${reference}-${k + 1}`)
            .digest('hex'),
        }))
      : [];
  });
  for (let start = 0; start < voteRows.length; start += 1000) {
    await trx('review_helpful_votes').insert(voteRows.slice(start, start + 1000));
  }
  return { bookings: bookings.length, reviews: reviews.length };
}

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@islandstay/shared/dates/dates';
import type { QuoteRequest } from '@islandstay/shared/pricing/pricing.schemas';
import { AppError } from '../src/lib/app-error.ts';
import { PricingService } from '../src/modules/pricing/pricing.service.ts';
import { insertBlock, insertBooking, insertSeason, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, TEST_NOW, TEST_TODAY, type TestApp } from './helpers/test-app.ts';

/**
 * The public quote answered from memory (issue 29): the catalog snapshot and the occupancy index
 * instead of the villa's bookings, blocks and rows read per request. Held to the database path
 * (`quoteFromDatabase`, the quote as it was) for every generated stay, and again after each write.
 */

const day = (offset: number) => addDays(TEST_TODAY, offset);
const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

let app: TestApp;
let oracle: PricingService;

beforeAll(async () => {
  app = await createTestApp();
  oracle = new PricingService(app.services.villas, app.knex, () => TEST_NOW);
});
afterAll(async () => {
  await app.close();
});

const weekdaysArb = fc.oneof(fc.constant([0, 1, 2, 3, 4, 5, 6]), fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }));

const villaArb = fc.record({
  owner: fc.constantFrom('approved', 'approved', 'approved', 'pending') as fc.Arbitrary<'approved' | 'pending'>,
  basePrice: fc.oneof(
    fc.integer({ min: 1, max: 5_000_00 }).map((n) => n / 100),
    fc.integer({ min: 1, max: 9_999_999 }),
  ),
  currency: fc.constantFrom('USD', 'THB', 'JPY'),
  guests: fc.integer({ min: 1, max: 8 }),
  cleaningFee: fc.option(fc.integer({ min: 1, max: 100_000 }).map((n) => n / 3)),
  licence: fc.constantFrom(null, null, 'hotel_licence', 'none'),
  weekendMultiplier: fc.constantFrom(1, 1.25, 0.875),
  minimumNights: fc.integer({ min: 1, max: 7 }),
  stayDiscount: fc.option(fc.record({ minNights: fc.integer({ min: 3, max: 14 }), discountPercentage: fc.constantFrom(5, 10, 12.5, 30) })),
  special: fc.option(fc.record({ offset: fc.integer({ min: 0, max: 60 }), price: fc.integer({ min: 1, max: 100_000 }).map((n) => n / 7) })),
  season: fc.option(fc.record({ start: fc.integer({ min: 0, max: 50 }), length: fc.integer({ min: 0, max: 30 }), dailyPrice: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 3) })),
  highRate: fc.option(fc.integer({ min: 1, max: 90_000 }).map((n) => n / 9)),
  stayRule: fc.option(
    fc.record({
      start: fc.integer({ min: 0, max: 40 }),
      length: fc.integer({ min: 0, max: 30 }),
      minimumNights: fc.integer({ min: 1, max: 7 }),
      checkInDays: weekdaysArb,
      checkOutDays: weekdaysArb,
      isActive: fc.boolean(),
    }),
  ),
  gapFill: fc.record({ enabled: fc.constantFrom(true, true, true, false), minGapNights: fc.integer({ min: 1, max: 3 }), discountPercentage: fc.constantFrom(0, 10, 33.33, 100) }),
  terms: fc.option(fc.record({ depositPercent: fc.constantFrom(0, 25, 100), balanceDueDays: fc.integer({ min: 0, max: 60 }), policy: fc.constantFrom('flexible', 'standard', 'strict') })),
});

// Dense enough that stays often touch, or exactly fill the gap between, bookings and blocks.
const spanArb = fc.record({ villa: fc.nat(), start: fc.integer({ min: 0, max: 35 }), nights: fc.integer({ min: 1, max: 7 }) });

const stayArb = fc.record({
  villa: fc.nat(),
  start: fc.integer({ min: -1, max: 45 }),
  nights: fc.integer({ min: 1, max: 21 }),
  guests: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
  currency: fc.option(fc.constantFrom('THB', 'EUR', 'JPY', 'USD'), { nil: undefined }),
});

const CHANGES = ['price', 'booking', 'block', 'rate', 'cancel', 'unblock', 'rules', 'terms'] as const;

const scenarioArb = fc.record({
  villas: fc.array(villaArb, { minLength: 1, maxLength: 3 }),
  bookings: fc.array(fc.record({ span: spanArb, status: fc.constantFrom(...STATUSES) }), { maxLength: 8 }),
  blocks: fc.array(spanArb, { maxLength: 4 }),
  stays: fc.array(stayArb, { minLength: 3, maxLength: 8 }),
  changes: fc.array(fc.constantFrom(...CHANGES), { minLength: 1, maxLength: 2 }),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;
type Villa = Scenario['villas'][number];

/** A generated booking or block that overlaps a live one of its villa is left out (the exclusion constraints refuse it). */
async function unlessOverlapping(insert: Promise<unknown>): Promise<void> {
  await insert.catch((error: { code?: string }) => {
    if (error.code !== '23P01') throw error;
  });
}

async function insertScenarioVilla(v: Villa, i: number): Promise<string> {
  const id = await insertVilla(app.knex, { name: `Quote ${i}`, ownerStatus: v.owner, basePrice: v.basePrice, currency: v.currency, guests: v.guests });
  await app
    .knex('villas')
    .where({ id })
    .update({ cleaning_fee: v.cleaningFee ?? 0, short_stay_licence: v.licence });
  await setPricingRules(app.knex, id, {
    weekendMultiplier: v.weekendMultiplier,
    minimumNights: v.minimumNights,
    lengthOfStayDiscounts: v.stayDiscount ? [{ ...v.stayDiscount, isActive: true }] : [],
    specialDatePricing: v.special ? [{ date: day(v.special.offset), price: v.special.price, name: 'special', isActive: true }] : [],
  });
  await app
    .knex('pricing_rules')
    .where({ villa_id: id })
    .update({
      stay_rules: JSON.stringify(
        v.stayRule
          ? [
              {
                name: 'Rule',
                startDate: day(v.stayRule.start),
                endDate: day(v.stayRule.start + v.stayRule.length),
                minimumNights: v.stayRule.minimumNights,
                checkInDays: v.stayRule.checkInDays,
                checkOutDays: v.stayRule.checkOutDays,
                isActive: v.stayRule.isActive,
              },
            ]
          : [],
      ),
      fill_gaps: v.gapFill.enabled,
      min_gap_nights: v.gapFill.minGapNights,
      gap_discount: v.gapFill.discountPercentage,
    });
  if (v.season) {
    await insertSeason(app.knex, id, { name: 'season', type: 'high', startDate: day(v.season.start), endDate: day(v.season.start + v.season.length), dailyPrice: v.season.dailyPrice });
  }
  if (v.highRate !== null) await app.knex('villa_season_rates').insert({ villa_id: id, season_type: 'high', daily_price: v.highRate });
  if (v.terms) {
    await app.knex('villa_payment_terms').insert({
      villa_id: id,
      cancellation_policy: v.terms.policy,
      deposit_percent: v.terms.depositPercent,
      balance_due_days: v.terms.balanceDueDays,
      updated_by: 'test',
    });
  }
  return id;
}

async function insertScenario(s: Scenario): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, v] of s.villas.entries()) ids.push(await insertScenarioVilla(v, i));
  for (const b of s.bookings) await unlessOverlapping(insertBooking(app.knex, ids[b.span.villa % ids.length]!, day(b.span.start), day(b.span.start + b.span.nights), b.status));
  for (const b of s.blocks) await unlessOverlapping(insertBlock(app.knex, ids[b.villa % ids.length]!, day(b.start), day(b.start + b.nights)));
  return ids;
}

/**
 * The generated stays, and at each villa the stays exactly filling a gap between two of its live
 * bookings or blocks and those starting or ending on one (what the gap rules and the touching
 * ranges decide), read from the database as it is now.
 */
async function staysToAsk(s: Scenario, ids: string[]): Promise<{ id: string; request: QuoteRequest }[]> {
  const asked = s.stays.map((stay) => ({
    id: ids[stay.villa % ids.length]!,
    request: {
      checkIn: day(stay.start),
      checkOut: day(stay.start + stay.nights),
      ...(stay.guests === undefined ? {} : { guests: stay.guests }),
      ...(stay.currency === undefined ? {} : { currency: stay.currency }),
    },
  }));
  for (const id of ids) {
    const held = (
      await app.knex.raw<{ rows: { s: string; e: string }[] }>(
        `select check_in::text as s, check_out::text as e from bookings where villa_id = ? and status <> 'cancelled'
       union all select start_date::text, end_date::text from availability_blocks where villa_id = ? order by 1`,
        [id, id],
      )
    ).rows;
    for (const a of held) {
      const next = held.find((b) => b.s > a.e);
      if (next && addDays(a.e, 21) >= next.s) asked.push({ id, request: { checkIn: a.e, checkOut: next.s } });
      if (a.e >= TEST_TODAY) asked.push({ id, request: { checkIn: a.e, checkOut: addDays(a.e, 2) } });
      if (a.s > addDays(TEST_TODAY, 1)) asked.push({ id, request: { checkIn: addDays(a.s, -1), checkOut: a.s } });
    }
  }
  return asked;
}

/** What the error handler answers for an error the service throws. */
function errorBody(error: unknown): { status: number; body: unknown } {
  if (!(error instanceof AppError)) throw error;
  return {
    status: error.status,
    body: { ...error.extra, error: error.message, code: error.code, ...(error.params ? { params: error.params } : {}), ...(error.details ? { details: error.details } : {}) },
  };
}

async function expectSameAnswers(asked: { id: string; request: QuoteRequest }[]): Promise<void> {
  for (const { id, request } of asked) {
    const res = await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: request });
    const expected = await oracle.quoteFromDatabase(id, request).then((body) => ({ status: 200, body }), errorBody);
    // JSON on both sides: what the client receives, key order included.
    expect({ stay: request, status: res.status, body: JSON.stringify(res.body) }).toEqual({ stay: request, status: expected.status, body: JSON.stringify(expected.body) });
  }
}

/** A write after the first answers: the next answers must show it. */
async function applyChange(change: (typeof CHANGES)[number], s: Scenario, ids: string[]): Promise<void> {
  const id = ids[0]!;
  const stay = s.stays[0]!;
  const at = Math.max(0, stay.start);
  switch (change) {
    case 'price':
      await app.knex('villas').where({ id }).update({ base_price: 4321.5, cleaning_fee: 12.25 });
      await setPricingRules(app.knex, id, { weekendMultiplier: 2, minimumNights: 3, lengthOfStayDiscounts: [{ minNights: 2, discountPercentage: 7, isActive: true }] });
      break;
    case 'booking':
      // On the first stay's nights, so at least one answer turns.
      await unlessOverlapping(insertBooking(app.knex, ids[stay.villa % ids.length]!, day(at), day(at + 2)));
      break;
    case 'block':
      await unlessOverlapping(insertBlock(app.knex, ids[stay.villa % ids.length]!, day(at + 1), day(at + 3), 'owner_stay'));
      break;
    case 'rate':
      await app
        .knex('currencies')
        .whereIn('code', ['THB', 'JPY', 'EUR'])
        .update({ rate: app.knex.raw('rate * 1.1') });
      break;
    case 'cancel':
      await app.knex('bookings').whereIn('villa_id', ids).whereNot({ status: 'cancelled' }).update({ status: 'cancelled' });
      break;
    case 'unblock':
      await app.knex('availability_blocks').whereIn('villa_id', ids).delete();
      break;
    case 'rules':
      await app
        .knex('pricing_rules')
        .where({ villa_id: id })
        .update({
          fill_gaps: true,
          min_gap_nights: 1,
          gap_discount: 15,
          stay_rules: JSON.stringify([{ name: 'Changed', startDate: day(0), endDate: day(60), minimumNights: 4, checkInDays: [1, 5, 6], checkOutDays: [0, 1, 2, 3, 4, 5, 6], isActive: true }]),
        });
      break;
    case 'terms':
      await app
        .knex('villa_payment_terms')
        .insert({ villa_id: id, cancellation_policy: 'strict', deposit_percent: 30, balance_due_days: 10, damage_deposit: 250, updated_by: 'test' })
        .onConflict('villa_id')
        .merge();
      break;
  }
}

describe('the quote from memory', () => {
  it('when villas, prices, stay rules, bookings and blocks vary and then change, then every answer equals the database path', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const ids = await insertScenario(s);
        await expectSameAnswers(await staysToAsk(s, ids));
        for (const change of s.changes) {
          await applyChange(change, s, ids);
          await expectSameAnswers(await staysToAsk(s, ids));
        }
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('when a booking or block is committed, then the very next quote says so, and a free stay reads neither table', async () => {
    const id = await insertVilla(app.knex, { name: 'Quote fresh' });
    const stay = { checkIn: day(10), checkOut: day(13) };
    const quote = () => app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: stay });
    expect((await quote()).body.available).toBe(true);

    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    app.knex.on('query', listen);
    try {
      expect((await quote()).body.available).toBe(true);
      expect(statements.filter((sql) => /bookings|availability_blocks/.test(sql))).toEqual([]);

      await insertBooking(app.knex, id, day(12), day(14));
      expect((await quote()).body).toMatchObject({ available: false, reason: 'booked' });
      // Held nights: the database says by what (the fallback).
      expect(statements.some((sql) => /bookings/.test(sql))).toBe(true);
    } finally {
      app.knex.off('query', listen);
    }

    await app.knex('bookings').where({ villa_id: id }).update({ status: 'cancelled' });
    expect((await quote()).body.available).toBe(true);
    await insertBlock(app.knex, id, day(9), day(11));
    expect((await quote()).body).toMatchObject({ available: false, reason: 'blocked' });
    await app.knex('availability_blocks').where({ villa_id: id }).delete();
    expect((await quote()).body.available).toBe(true);
  });

  it('when a stay exactly fills a gap between a booking and a block, then memory lets it in at the gap discount as the database path does', async () => {
    const id = await insertVilla(app.knex, { name: 'Quote gap' });
    await setPricingRules(app.knex, id, { minimumNights: 5 });
    await app.knex('pricing_rules').where({ villa_id: id }).update({ fill_gaps: true, min_gap_nights: 1, gap_discount: 20 });
    // Touching spans: the booking and the block before the gap merge into one span in memory.
    await insertBooking(app.knex, id, day(20), day(24));
    await insertBlock(app.knex, id, day(24), day(26));
    await insertBlock(app.knex, id, day(28), day(30));
    const stay = { checkIn: day(26), checkOut: day(28) };
    const res = await app.request(`/api/villas/${id}/calculate-price`, { method: 'POST', json: stay });
    expect(res.body).toMatchObject({ available: true, appliedDiscounts: [{ name: 'Gap night discount', discountPercentage: 20 }] });
    expect(JSON.stringify(res.body)).toBe(JSON.stringify(await oracle.quoteFromDatabase(id, stay)));
  });
});

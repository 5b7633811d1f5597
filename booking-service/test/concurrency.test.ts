import { addDays, rangesOverlap } from '@islandstay/shared/dates/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  // The races come from one address (1,000 customers) and one customer (50 retries of one key):
  // far past the hourly booking limits, which are not what these tests are about.
  app = await createTestApp({ poolMax: 20, env: { RATE_LIMIT_BOOKINGS_PER_IP_HOUR: '100000', RATE_LIMIT_BOOKINGS_PER_CUSTOMER_HOUR: '1000' } });
});
afterAll(async () => {
  await app.close();
});

/** Requests sent at once in the big race: half for one exact stay, half for overlapping stays. */
const RACE_REQUESTS = 1_000;
const RACE_VILLAS = 10;
/** The stay every request of an "exact" villa asks for. */
const EXACT_STAY = { checkIn: '2026-08-10', checkOut: '2026-08-14' };
/** Partial overlaps start within these days of August and last 1 to 5 nights. */
const PARTIAL_START_DAYS = 12;
const PARTIAL_MAX_NIGHTS = 5;

interface Attempt {
  villaId: string;
  checkIn: string;
  checkOut: string;
  exact: boolean;
}

/** Villas 0..4 race for one exact stay; villas 5..9 for overlapping stays of different lengths (some repeated). */
function raceAttempts(villaIds: string[]): Attempt[] {
  return Array.from({ length: RACE_REQUESTS }, (_, i) => {
    const villa = i % villaIds.length;
    const exact = villa < villaIds.length / 2;
    if (exact) return { villaId: villaIds[villa]!, ...EXACT_STAY, exact };
    const start = addDays('2026-08-01', (i * 7) % PARTIAL_START_DAYS);
    return { villaId: villaIds[villa]!, checkIn: start, checkOut: addDays(start, 1 + ((i * 3) % PARTIAL_MAX_NIGHTS)), exact };
  });
}

/** Pairs of live bookings of one villa that share a night, straight from PostgreSQL. */
async function overlappingPairs(villaIds: string[]): Promise<number> {
  const result = await app.knex.raw(
    `select count(*)::int as n
       from bookings a
       join bookings b on a.villa_id = b.villa_id and a.id < b.id
        and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)
      where a.villa_id = any(?) and a.status <> 'cancelled' and b.status <> 'cancelled'`,
    [villaIds],
  );
  return result.rows[0].n;
}

describe('no double booking under concurrency', () => {
  it('when 1,000 customers book exact and partly overlapping stays of 10 villas at the same moment, then each night has one winner, every refusal is a 409 for a night really taken, and no two bookings overlap', async () => {
    const villaIds = await Promise.all(Array.from({ length: RACE_VILLAS }, () => insertVilla(app.knex)));
    const attempts = raceAttempts(villaIds);
    const guests = await Promise.all(attempts.map(() => app.signInCustomer()));
    const results = await Promise.all(
      attempts.map((attempt, i) =>
        app.request('/api/bookings', {
          method: 'POST',
          cookie: guests[i]!.cookie,
          json: bookingRequest(attempt.villaId, attempt.checkIn, attempt.checkOut, {
            customerInfo: { name: `Guest ${i}`, email: `guest${i}@example.com`, phone: '+66812345678' },
          }),
        }),
      ),
    );

    // Only "booked" or "taken": never a 5xx, never anything else.
    const unexpected = results.map((r, i) => ({ i, status: r.status, body: r.body })).filter((r) => r.status !== 201 && r.status !== 409);
    expect(unexpected).toEqual([]);

    const won = attempts.filter((_, i) => results[i]!.status === 201);
    for (const villaId of villaIds.slice(0, RACE_VILLAS / 2)) {
      expect(
        won.filter((a) => a.villaId === villaId),
        `exact stay of ${villaId}`,
      ).toHaveLength(1);
    }
    // The overlapping stays really did race: several won on each such villa, many were refused.
    for (const villaId of villaIds.slice(RACE_VILLAS / 2)) expect(won.filter((a) => a.villaId === villaId).length, villaId).toBeGreaterThan(1);
    // Each refusal names a night that a winner holds: nobody was turned away for nothing.
    for (const [i, attempt] of attempts.entries()) {
      if (results[i]!.status !== 409) continue;
      const taken = won.some((w) => w.villaId === attempt.villaId && rangesOverlap(w.checkIn, w.checkOut, attempt.checkIn, attempt.checkOut));
      expect(taken, `request ${i} (${attempt.checkIn}..${attempt.checkOut}) was refused though its nights are free`).toBe(true);
    }

    // The database holds exactly the winners, and no two of them share a night.
    const rows = await app.knex('bookings').whereIn('villa_id', villaIds).whereNot({ status: 'cancelled' }).select('id');
    expect(rows.map((r) => r.id).sort()).toEqual(
      results
        .filter((r) => r.status === 201)
        .map((r) => r.body.data.id)
        .sort(),
    );
    expect(await overlappingPairs(villaIds)).toBe(0);
  }, 600_000);

  it('when one customer sends the same Idempotency-Key 50 times at once, then one booking is made and all 50 answers are the same', async () => {
    const villaId = await insertVilla(app.knex);
    const guest = await app.signInCustomer();
    const body = bookingRequest(villaId, '2026-09-10', '2026-09-13');
    const headers = { 'Idempotency-Key': `retry-storm-${villaId}` };
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: body, headers })));

    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    // One of them made it; the other 49 are replays of its stored answer.
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
    const rows = await app.knex('bookings').where({ villa_id: villaId }).select('id');
    expect(rows).toEqual([{ id: answers[0]!.body.data.id }]);
    // Its mail is queued once: one guest confirmation, nothing sent twice.
    const mails: { kind: string }[] = await app.knex('mail_outbox').where({ booking_id: rows[0]!.id }).select('kind');
    expect(mails.filter((m) => m.kind === 'booking-confirmation')).toHaveLength(1);
    expect(new Set(mails.map((m) => m.kind)).size).toBe(mails.length);
  }, 300_000);

  it('when the service check is bypassed, then the exclusion constraint still refuses an overlapping booking', async () => {
    const villaId = await insertVilla(app.knex);
    const row = {
      villa_id: villaId,
      villa_name: 'x',
      check_in: '2026-09-01',
      check_out: '2026-09-05',
      guests: 1,
      nights: 4,
      price_per_night: 1,
      subtotal: 4,
      total_price: 4,
      villa_currency: 'USD',
      villa_currency_rate: 1,
      customer_currency: 'USD',
      currency_rate: 1,
      customer_to_pay: 4,
      customer_name: 'a',
      customer_email: 'a@example.com',
      customer_phone: '+1',
    };
    await app.knex('bookings').insert({ ...row, reference: 'IS-AAAAAAAA' });
    await expect(app.knex('bookings').insert({ ...row, reference: 'IS-BBBBBBBB', check_in: '2026-09-04', check_out: '2026-09-06' })).rejects.toMatchObject({ code: '23P01' });
  });
});

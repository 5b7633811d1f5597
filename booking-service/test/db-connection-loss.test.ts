import { randomUUID } from 'node:crypto';
import { addDays } from '@islandstay/shared/dates/dates';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from '../src/db/connection-errors.ts';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp, type TestResponse } from './helpers/test-app.ts';

/**
 * The database cuts the service's connections while it is busy (a restart, a failover, an
 * operator's pg_terminate_backend). Reads are tried again on a fresh connection; a write that lost
 * its connection is a 503 with Retry-After and leaves nothing behind; never a 500.
 */
let app: TestApp;

beforeAll(async () => {
  // 61 customers book from 127.0.0.1: more than one address may in an hour.
  app = await createTestApp({ poolMax: 10, env: { RATE_LIMIT_BOOKINGS_PER_IP_HOUR: '1000' } });
});
afterAll(async () => {
  await app?.close();
});

/**
 * One cut per round, in the middle of it: once the service has a query running on the test's
 * database, every other session of that database is terminated, once. So a request sees at most
 * one cut however slow the machine is, and its one retry on a fresh connection is never cut too
 * (a cut on a timer could land on the retry as well when a round runs long). Gives up without a
 * cut when the round is over before any query was seen running.
 */
async function cutMidRound(killer: pg.Client, roundOver: () => boolean): Promise<number> {
  for (;;) {
    if (roundOver()) return 0;
    const busy = await killer.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'active'");
    if (busy.rows[0].n > 0) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  const result = await killer.query('select pg_terminate_backend(pid) as gone from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return result.rows.filter((r: { gone: boolean }) => r.gone).length;
}

describe('database connections cut under load', () => {
  it('when the database terminates the service’s connections during bookings and reads, then no answer is a 500, lost writes are 503 with Retry-After, and no booking is half-written', async () => {
    const villaIds = await Promise.all(Array.from({ length: 10 }, () => insertVilla(app.knex)));
    const villaId = villaIds[0]!;
    const guests = await Promise.all(Array.from({ length: 60 }, () => app.signInCustomer()));
    const keys = guests.map(() => randomUUID());
    // Every guest books a night of their own, so each write that is not cut must succeed.
    const book = (i: number) =>
      app.request('/api/bookings', {
        method: 'POST',
        cookie: guests[i]!.cookie,
        headers: { 'Idempotency-Key': keys[i]! },
        json: bookingRequest(villaIds[i % villaIds.length]!, addDays('2026-07-01', i), addDays('2026-07-01', i + 1)),
      });
    const reads = [
      () => app.request(`/api/villas/${villaId}`),
      () => app.request(`/api/bookings/villa/${villaId}`),
      () => app.request('/api/search/villas'),
      (i: number) => app.request('/api/customer/bookings', { cookie: guests[i % guests.length]!.cookie }),
    ];
    // The routes answer before the connections are cut.
    for (const read of reads) expect((await read(0)).status).toBe(200);

    const killer = new pg.Client(app.knex.client.connectionSettings as pg.ClientConfig);
    await killer.connect();
    let killed = 0;
    const writes: Promise<TestResponse>[] = [];
    const readResults: Promise<TestResponse>[] = [];
    try {
      for (let round = 0; round < 6; round++) {
        for (let i = round * 10; i < round * 10 + 10; i++) writes.push(book(i));
        for (let i = 0; i < 20; i++) readResults.push(reads[i % reads.length]!(i));
        let over = false;
        const answered = Promise.all([...writes.slice(-10), ...readResults.slice(-20)]).finally(() => (over = true));
        killed += await cutMidRound(killer, () => over);
        await answered;
      }
    } finally {
      await killer.end();
    }
    const written = await Promise.all(writes);
    const read = await Promise.all(readResults);

    // The test did cut connections under the requests.
    expect(killed).toBeGreaterThan(0);
    const statuses = [...written, ...read].map((r) => r.status);
    expect(statuses).not.toContain(500);
    for (const response of read) expect(response.status, JSON.stringify(response.body)).toBe(200);
    for (const response of written) {
      expect([201, 503], JSON.stringify(response.body)).toContain(response.status);
      if (response.status === 503) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(response.body.error).toBe('The service lost its database connection. Please try again in a moment.');
      }
    }

    // Nothing half-written: each booking made has its mail and its idempotent answer, and each
    // write that was cut can simply be sent again (same key): every guest ends with one booking.
    for (const [i, response] of written.entries()) {
      if (response.status === 503) expect((await book(i)).status).toBe(201);
    }
    const bookings = await app.knex('bookings').whereIn('villa_id', villaIds).select('id', 'customer_id');
    expect(bookings).toHaveLength(guests.length);
    expect(new Set(bookings.map((b) => b.customer_id)).size).toBe(guests.length);
    const mailed = await app
      .knex('mail_outbox')
      .whereIn(
        'booking_id',
        bookings.map((b) => b.id),
      )
      .distinct('booking_id');
    expect(mailed).toHaveLength(guests.length);
    const answers = await app.knex('idempotency_keys').whereIn('key', keys).select('response_status');
    expect(answers.map((a) => a.response_status)).toEqual(Array(guests.length).fill(201));

    // After the fault the same process goes on as before, on fresh connections: health, reads
    // and a new guest's booking with its mail.
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.database).toEqual({ ok: true });
    for (const read of reads) expect((await read(0)).status).toBe(200);
    const late = await app.signInCustomer();
    const after = await app.request('/api/bookings', { method: 'POST', cookie: late.cookie, json: bookingRequest(villaId, '2026-10-01', '2026-10-03') });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(await app.knex('mail_outbox').where({ booking_id: after.body.data.id, kind: 'booking-confirmation' }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('recognises the ways a lost connection shows itself, and only those', () => {
    expect(isConnectionLost({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionLost({ code: '23P01', message: 'conflicting key value violates exclusion constraint' })).toBe(false);
    expect(isConnectionLost(new Error('Villa not found'))).toBe(false);
  });
});

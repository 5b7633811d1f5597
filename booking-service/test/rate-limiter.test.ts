import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { consumeRateLimit, consumeRateLimits } from '../src/lib/rate-limiter.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

/**
 * `consumeRateLimit` is one statement (migration 031): under it every rate limit of the service
 * (bookings per customer and per address, OTP sends, the contact form). Real PostgreSQL, calls
 * racing on separate pooled connections.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const WINDOW_SECONDS = 600;

async function attempt(bucket: string, key: string, at: Date, max = 5): Promise<number> {
  try {
    await consumeRateLimit(app.knex, { bucket, max, windowSeconds: WINDOW_SECONDS }, key, at, 'slow down');
    return 0;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    return (error.extra as { retryAfterSeconds: number }).retryAfterSeconds;
  }
}

describe('consumeRateLimit', () => {
  it('when 20 calls race for a limit of 5, then exactly 5 are recorded and the others wait until the oldest leaves the window', async () => {
    const bucket = `race-${Date.now()}`;
    const waits = await Promise.all(Array.from({ length: 20 }, () => attempt(bucket, 'one-address', TEST_NOW)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w === WINDOW_SECONDS)).toHaveLength(15);
    expect(await app.knex('rate_limit_events').where({ bucket }).count({ n: '*' }).first()).toEqual({ n: 5 });
  });

  it('when the oldest event is about to leave the window, then the wait is what is left of it, rounded up, and once it has left one more event is recorded', async () => {
    const bucket = `slide-${Date.now()}`;
    const start = TEST_NOW.getTime();
    for (let i = 0; i < 3; i++) expect(await attempt(bucket, 'k', new Date(start + i * 60_000), 3)).toBe(0);
    // Events at 0, 1 and 2 minutes: the first leaves the 10-minute window at 10 minutes.
    expect(await attempt(bucket, 'k', new Date(start + 599_500), 3)).toBe(1);
    expect(await attempt(bucket, 'k', new Date(start + 540_000), 3)).toBe(60);
    expect(await attempt(bucket, 'k', new Date(start + 600_000), 3)).toBe(0);
    // A key of its own is not limited by another's events.
    expect(await attempt(bucket, 'other', new Date(start + 600_000), 3)).toBe(0);
  });

  it('when the limit is 0, then nothing is recorded and the wait is the whole window', async () => {
    const bucket = `closed-${Date.now()}`;
    expect(await attempt(bucket, 'k', TEST_NOW, 0)).toBe(WINDOW_SECONDS);
    expect(await app.knex('rate_limit_events').where({ bucket }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});

describe('consumeRateLimits', () => {
  it('when the first of two limits is full, then nothing is recorded in the second; when only the second is, then the first keeps its event, as two calls in that order would', async () => {
    const first = { bucket: `first-${Date.now()}`, max: 1, windowSeconds: WINDOW_SECONDS };
    const second = { bucket: `second-${Date.now()}`, max: 1, windowSeconds: WINDOW_SECONDS };
    const both = (customer: string, address: string) =>
      consumeRateLimits(
        app.knex,
        [
          { limit: first, key: customer, message: 'customer limit' },
          { limit: second, key: address, message: 'address limit' },
        ],
        TEST_NOW,
      ).then(
        () => 'recorded',
        (error: AppError) => `${error.status} ${error.message} ${(error.extra as { retryAfterSeconds: number }).retryAfterSeconds}`,
      );
    const count = async (bucket: string) => (await app.knex('rate_limit_events').where({ bucket }).count({ n: '*' }).first())?.n;

    expect(await both('nok', 'one-address')).toBe('recorded');
    expect(await both('nok', 'other-address')).toBe(`429 customer limit ${WINDOW_SECONDS}`);
    expect([await count(first.bucket), await count(second.bucket)]).toEqual([1, 1]);

    expect(await both('somchai', 'one-address')).toBe(`429 address limit ${WINDOW_SECONDS}`);
    expect([await count(first.bucket), await count(second.bucket)]).toEqual([2, 1]);
  });
});

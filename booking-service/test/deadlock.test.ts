import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.ts';
import { errorHandler } from '../src/middlewares/error-handler.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.knex.raw('create table deadlock_probe (id int primary key, n int not null)');
  await app.knex('deadlock_probe').insert([
    { id: 1, n: 0 },
    { id: 2, n: 0 },
  ]);
});
afterAll(async () => {
  await app.close();
});

/**
 * Two transactions lock the same two rows in opposite orders: PostgreSQL rolls one back (40P01).
 * Each takes its second lock only once both hold their first (a barrier, not a pause), so the two
 * always overlap, however slow the machine.
 */
async function realDeadlockError(): Promise<unknown> {
  let arrived = 0;
  let releaseBoth!: () => void;
  const bothHoldTheirFirst = new Promise<void>((resolve) => (releaseBoth = resolve));
  const lockBoth = (first: number, second: number) =>
    app.knex.transaction(async (trx) => {
      await trx('deadlock_probe').where({ id: first }).increment('n', 1);
      if (++arrived === 2) releaseBoth();
      await bothHoldTheirFirst;
      await trx('deadlock_probe').where({ id: second }).increment('n', 1);
    });
  const outcomes = await Promise.allSettled([lockBoth(1, 2), lockBoth(2, 1)]);
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(failed, 'one of the two transactions is rolled back').toBeDefined();
  return failed!.reason;
}

describe('a transaction PostgreSQL rolls back for a concurrent one', () => {
  it('when a request meets a deadlock, then it is a 503 with Retry-After that says to try again, not a 500', async () => {
    const deadlock = await realDeadlockError();
    expect((deadlock as { code?: string }).code).toBe('40P01');
    const koa = new Koa();
    koa.use(errorHandler(createLogger('silent')));
    koa.use(() => {
      throw deadlock;
    });
    const server = http.createServer(koa.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/reviews`, { method: 'POST' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await res.json()) as { error: string }).error).toMatch(/try again/i);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

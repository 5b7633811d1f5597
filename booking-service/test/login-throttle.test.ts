import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { LoginThrottle, normaliseLoginIdentifier } from '../src/modules/staff-accounts/login-throttle.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The staff sign-in limits against real Postgres, at chosen instants: tight per account and
 * address, loose per account (a wait that doubles instead of a lock), per address as before.
 */
let app: TestApp;
let throttle: LoginThrottle;
const T0 = new Date('2026-06-01T05:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  app = await createTestApp();
  throttle = new LoginThrottle(app.knex, { perAccountAndIp: 3, perIp: 50, perAccount: 5 });
});
afterAll(async () => {
  await app.close();
});

async function refusal(run: Promise<unknown>): Promise<{ retryAfterSeconds: number } | undefined> {
  try {
    await run;
    return undefined;
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'RATE_LIMITED') throw err;
    return err.extra as { retryAfterSeconds: number };
  }
}

describe('staff sign-in throttle', () => {
  it('normalises a sign-in name: trimmed and lower-cased', () => {
    expect(normaliseLoginIdentifier('  Somchai@IslandStay.TEST ')).toBe('somchai@islandstay.test');
  });

  it('when one address fails three times for an account, then only that address is refused for it', async () => {
    for (let i = 0; i < 3; i++) await throttle.recordFailure('account:a', '198.51.100.1', at(i));
    expect(await refusal(throttle.assertAccountAllowed('account:a', '198.51.100.1', at(10)))).toBeDefined();
    expect(await refusal(throttle.assertAccountAllowed('account:a', '203.0.113.5', at(10)))).toBeUndefined();
    expect(await refusal(throttle.assertAccountAllowed('account:b', '198.51.100.1', at(10)))).toBeUndefined();
  });

  it('when many addresses fail for one account, then each further try waits 10 s after the last failure, doubling, never locked for good', async () => {
    for (let i = 0; i < 5; i++) await throttle.recordFailure('account:c', `192.0.2.${i}`, at(0));
    expect(await refusal(throttle.assertAccountAllowed('account:c', '203.0.113.9', at(4)))).toEqual({ retryAfterSeconds: 6 });
    expect(await refusal(throttle.assertAccountAllowed('account:c', '203.0.113.9', at(10)))).toBeUndefined();

    await throttle.recordFailure('account:c', '192.0.2.50', at(10));
    expect(await refusal(throttle.assertAccountAllowed('account:c', '203.0.113.9', at(25)))).toEqual({ retryAfterSeconds: 5 });
    expect(await refusal(throttle.assertAccountAllowed('account:c', '203.0.113.9', at(30)))).toBeUndefined();

    // Far past the limit the wait stops growing at the 15-minute window, and old failures age out.
    for (let i = 0; i < 20; i++) await throttle.recordFailure('account:c', `192.0.2.${100 + i}`, at(30));
    expect(await refusal(throttle.assertAccountAllowed('account:c', '203.0.113.9', at(31)))).toEqual({ retryAfterSeconds: 899 });
    expect(await refusal(throttle.assertAccountAllowed('account:c', '203.0.113.9', at(30 + 900)))).toBeUndefined();
  });

  it("when the owner signs in, then their own address's failures are forgiven but not the account's", async () => {
    for (let i = 0; i < 3; i++) await throttle.recordFailure('account:d', '203.0.113.20', at(0));
    await throttle.recordSuccess('account:d', '203.0.113.20');
    expect(await refusal(throttle.assertAccountAllowed('account:d', '203.0.113.20', at(1)))).toBeUndefined();
    for (let i = 0; i < 2; i++) await throttle.recordFailure('account:d', `192.0.2.${200 + i}`, at(1));
    expect(await refusal(throttle.assertAccountAllowed('account:d', '203.0.113.20', at(2)))).toBeDefined();
  });

  it('refuses an address after its failures for any accounts reach the per-address limit', async () => {
    const busy = new LoginThrottle(app.knex, { perAccountAndIp: 100, perIp: 4, perAccount: 100 });
    for (let i = 0; i < 4; i++) await busy.recordFailure(`name:user-${i}`, '198.51.100.77', at(0));
    expect(await refusal(busy.assertAddressAllowed('198.51.100.77', at(1)))).toBeDefined();
    expect(await refusal(busy.assertAddressAllowed('198.51.100.78', at(1)))).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { addressKey, LoginThrottle, normaliseLoginIdentifier } from '../src/modules/staff-accounts/login-throttle.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The staff sign-in limits against real Postgres, at chosen instants: tight per account and
 * address, loose per account (a wait that doubles instead of a lock) except from an address the
 * account signed in from, per address as before; IPv6 addresses by their /64. An attempt counts
 * as a failure from the moment it is allowed until it succeeds (`begin`, then `succeeded`).
 */
let app: TestApp;
let throttle: LoginThrottle;
const T0 = new Date('2026-06-01T05:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const DAY = 24 * 3600;

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
    if (!(err instanceof AppError) || err.kind !== 'RATE_LIMITED') throw err;
    return err.extra as { retryAfterSeconds: number };
  }
}

/** A failed sign-in: allowed, and never reported as a success. */
async function fail(t: LoginThrottle, account: string, ip: string, when: Date): Promise<void> {
  await t.begin(account, ip, when);
}

/** A sign-in with the right password. */
async function signIn(t: LoginThrottle, account: string, ip: string, when: Date): Promise<void> {
  await t.succeeded(await t.begin(account, ip, when));
}

describe('staff sign-in throttle', () => {
  it('normalises a sign-in name: trimmed and lower-cased', () => {
    expect(normaliseLoginIdentifier('  Somchai@IslandStay.TEST ')).toBe('somchai@islandstay.test');
  });

  it('when one address fails three times for an account, then only that address is refused for it', async () => {
    for (let i = 0; i < 3; i++) await fail(throttle, 'account:a', '198.51.100.1', at(i));
    expect(await refusal(throttle.begin('account:a', '198.51.100.1', at(10)))).toBeDefined();
    expect(await refusal(throttle.begin('account:a', '203.0.113.5', at(10)))).toBeUndefined();
    expect(await refusal(throttle.begin('account:b', '198.51.100.1', at(10)))).toBeUndefined();
  });

  it('when many addresses fail for one account, then each further try waits 10 s after the last failure, doubling, never locked for good', async () => {
    for (let i = 0; i < 5; i++) await fail(throttle, 'account:c', `192.0.2.${i}`, at(0));
    expect(await refusal(throttle.begin('account:c', '203.0.113.9', at(4)))).toEqual({ retryAfterSeconds: 6 });
    // Allowed once the wait is over, and (the password being wrong) the sixth failure.
    expect(await refusal(throttle.begin('account:c', '203.0.113.9', at(10)))).toBeUndefined();
    expect(await refusal(throttle.begin('account:c', '203.0.113.9', at(25)))).toEqual({ retryAfterSeconds: 5 });
    expect(await refusal(throttle.begin('account:c', '203.0.113.9', at(30)))).toBeUndefined();

    // Far past the limit the wait stops growing at the 15-minute window, and old failures age out.
    await app.knex('rate_limit_events').insert(Array.from({ length: 20 }, () => ({ bucket: 'staff_login_account', key: 'account:c', at: at(30) })));
    expect(await refusal(throttle.begin('account:c', '203.0.113.9', at(31)))).toEqual({ retryAfterSeconds: 899 });
    expect(await refusal(throttle.begin('account:c', '203.0.113.9', at(30 + 900)))).toBeUndefined();
  });

  it("when the owner signs in, then their own address's failures are forgiven but not the account's", async () => {
    for (let i = 0; i < 2; i++) await fail(throttle, 'account:d', '203.0.113.20', at(0));
    await signIn(throttle, 'account:d', '203.0.113.20', at(0));
    for (let i = 0; i < 3; i++) expect(await refusal(throttle.begin('account:d', '203.0.113.20', at(1)))).toBeUndefined();
    expect(await refusal(throttle.begin('account:d', '203.0.113.20', at(1)))).toBeDefined();
    // The two earlier failures and the three just now: the account waits, for a stranger.
    expect(await refusal(throttle.begin('account:d', '192.0.2.201', at(2)))).toBeDefined();
  });

  it("when strangers keep the account's wait running (one failure each time it ends), then the owner's known address still signs in, and a stranger is refused", async () => {
    const OWNER_HOME = '203.0.113.40';
    await signIn(throttle, 'account:e', OWNER_HOME, at(0));
    for (let i = 0; i < 5; i++) await fail(throttle, 'account:e', `192.0.2.${i}`, at(10));
    // The attacker's pattern: one failure each time the wait ends, from a fresh address.
    let t = 10;
    for (let round = 0; round < 4; round++) {
      const refused = await refusal(throttle.begin('account:e', `192.0.2.${10 + round}`, at(t + 1)));
      expect(refused).toBeDefined();
      t += refused!.retryAfterSeconds + 1;
      await fail(throttle, 'account:e', `192.0.2.${20 + round}`, at(t));
      expect(await refusal(throttle.begin('account:e', '198.51.100.200', at(t + 1)))).toBeDefined();
      // The owner at home is not held back by any of it.
      await signIn(throttle, 'account:e', OWNER_HOME, at(t + 1));
    }
    // The owner's own typos from home are still limited tightly.
    for (let i = 0; i < 3; i++) await fail(throttle, 'account:e', OWNER_HOME, at(t + 2));
    expect(await refusal(throttle.begin('account:e', OWNER_HOME, at(t + 3)))).toBeDefined();
  });

  it('an address the account has not signed in from for 30 days is a stranger again', async () => {
    const OFFICE = '203.0.113.41';
    await signIn(throttle, 'account:f', OFFICE, at(0));
    for (let i = 0; i < 5; i++) await fail(throttle, 'account:f', `192.0.2.${30 + i}`, at(30 * DAY + 10));
    expect(await refusal(throttle.begin('account:f', OFFICE, at(30 * DAY + 11)))).toBeDefined();
    expect(await refusal(throttle.begin('account:f', '203.0.113.42', at(30 * DAY + 11)))).toBeDefined();
  });

  it('when one address sends many guesses at once, then no more than the per-address-and-account limit are let through', async () => {
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => throttle.begin('account:g', '198.51.100.50', at(0))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).kind).toBe('RATE_LIMITED');
    expect(await refusal(throttle.begin('account:g', '198.51.100.50', at(1)))).toBeDefined();
  });

  it('when many addresses guess at once for one account, then only the per-account limit are let through before the wait', async () => {
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => throttle.begin('account:h', `192.0.2.${100 + i}`, at(0))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('counts an IPv6 address by its /64, an IPv4-mapped one as IPv4', async () => {
    expect(addressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(addressKey('198.51.100.1')).toBe('198.51.100.1');

    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:abcd::9', '2001:db8:1:2:ffff:ffff:ffff:fffe']) await fail(throttle, 'account:i', ip, at(0));
    expect(await refusal(throttle.begin('account:i', '2001:0db8:0001:0002::77', at(1)))).toBeDefined();
    expect(await refusal(throttle.begin('account:i', '2001:db8:1:3::1', at(1)))).toBeUndefined();

    const busy = new LoginThrottle(app.knex, { perAccountAndIp: 100, perIp: 4, perAccount: 100 });
    for (let i = 0; i < 4; i++) await fail(busy, `name:v6-user-${i}`, `2001:db8:5:6::${i + 1}`, at(0));
    expect(await refusal(busy.assertAddressAllowed('2001:db8:5:6:1234::1', at(1)))).toBeDefined();
    expect(await refusal(busy.begin('name:v6-other', '2001:db8:5:6:1234::1', at(1)))).toBeDefined();
    expect(await refusal(busy.assertAddressAllowed('2001:db8:5:7::1', at(1)))).toBeUndefined();
  });

  it('refuses an address after its failures for any accounts reach the per-address limit', async () => {
    const busy = new LoginThrottle(app.knex, { perAccountAndIp: 100, perIp: 4, perAccount: 100 });
    for (let i = 0; i < 4; i++) await fail(busy, `name:user-${i}`, '198.51.100.77', at(0));
    expect(await refusal(busy.assertAddressAllowed('198.51.100.77', at(1)))).toBeDefined();
    expect(await refusal(busy.assertAddressAllowed('198.51.100.78', at(1)))).toBeUndefined();
  });
});

import type { Knex } from '../../db/knex.ts';
import { isIPv4, isIPv6 } from 'node:net';
import { assertBackoffElapsed, assertUnderRateLimit, clearRateLimit, deleteRateLimitEvents, hasRateLimitEvent, recordRateLimitEvent, type Limit } from '../../lib/rate-limiter.ts';
import { LOCK_SPACE } from '../../db/advisory-locks.ts';

export interface LoginThrottleLimits {
  /** Failures for one account from one address before that pair is refused for the window. */
  perAccountAndIp: number;
  /** Failures from one address, whatever the account. */
  perIp: number;
  /** Failures for one account from all addresses before each further try has to wait. */
  perAccount: number;
}

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** How long an address the account signed in from stays its own (exempt from the account's wait). */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;
/** The wait after the failure that reaches the per-account limit; it doubles with each further one. */
export const ACCOUNT_FIRST_WAIT_SECONDS = 10;
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const ACCOUNT_UNDER_ATTACK = 'Too many failed sign-in attempts for this account. Please wait a moment and try again.';

/** A sign-in name as typed, in the one form it is counted under: trimmed and lower-cased. */
export function normaliseLoginIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/**
 * The address a limit counts under: an IPv6 address by its /64 (one subscriber's network, where
 * each device picks addresses at will), an IPv4-mapped IPv6 address as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [left = '', right] = ip.toLowerCase().split('::');
  const groups = left ? left.split(':') : [];
  if (right !== undefined) {
    const tail = right ? right.split(':') : [];
    // An embedded IPv4 tail (a.b.c.d) takes two groups; it is always past the first four.
    const tailGroups = tail.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - tailGroups)).fill('0'), ...tail);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** One sign-in attempt, counted as a failure from the moment it starts until it succeeds. */
export interface LoginAttempt {
  account: string;
  address: string;
  now: Date;
  eventIds: string[];
}

/**
 * Failed staff sign-ins, counted so that a stranger cannot lock an owner out: tightly per
 * account and address (the stranger locks only themselves out), loosely per account (many
 * addresses only slow the account down, with a wait that doubles), and per address as before.
 * An address the account signed in from in the last 30 days skips the account's wait: the owner
 * at home or in the office is never held back by strangers, only by their own typos.
 * An account is its Strapi documentId when the name is known, else the normalised name, so its
 * username and its email in any case count as one. IPv6 addresses count by their /64.
 *
 * Each attempt is counted before the password is checked, in the transaction that checks the
 * limits (under a lock on the address and the account), and taken back when it succeeds: so
 * concurrent guesses cannot all pass the check before any failure is written.
 */
export class LoginThrottle {
  private readonly pair: Limit;
  private readonly ip: Limit;
  private readonly account: Limit;
  private readonly knownAddress: Limit = { bucket: 'staff_login_known_address', max: 1, windowSeconds: KNOWN_ADDRESS_SECONDS };

  constructor(
    private readonly db: Knex,
    limits: LoginThrottleLimits,
  ) {
    this.pair = { bucket: 'staff_login_account_ip', max: limits.perAccountAndIp, windowSeconds: LOGIN_WINDOW_SECONDS };
    this.ip = { bucket: 'staff_login_ip', max: limits.perIp, windowSeconds: LOGIN_WINDOW_SECONDS };
    this.account = { bucket: 'staff_login_account', max: limits.perAccount, windowSeconds: LOGIN_WINDOW_SECONDS };
  }

  /** Checked before the account is looked up, so a noisy address costs the CMS nothing. */
  async assertAddressAllowed(ip: string, now: Date): Promise<void> {
    await assertUnderRateLimit(this.db, this.ip, addressKey(ip), now, TOO_MANY_LOGINS);
  }

  /**
   * Refuses the attempt (429) when a limit is reached, else counts it as a failure at once; call
   * `succeeded` when the password was right.
   */
  async begin(account: string, ip: string, now: Date): Promise<LoginAttempt> {
    const address = addressKey(ip);
    const pair = pairKey(account, address);
    return this.db.transaction(async (trx) => {
      // Always the address first, then the account: two attempts never wait on each other in a circle.
      await trx.raw(`select pg_advisory_xact_lock(${LOCK_SPACE.rateLimit}, hashtext(?))`, [`${this.ip.bucket}:${address}`]);
      await trx.raw(`select pg_advisory_xact_lock(${LOCK_SPACE.rateLimit}, hashtext(?))`, [`${this.account.bucket}:${account}`]);
      await assertUnderRateLimit(trx, this.ip, address, now, TOO_MANY_LOGINS);
      await assertUnderRateLimit(trx, this.pair, pair, now, TOO_MANY_LOGINS);
      if (!(await hasRateLimitEvent(trx, this.knownAddress, pair, now))) {
        await assertBackoffElapsed(trx, this.account, account, now, ACCOUNT_FIRST_WAIT_SECONDS, ACCOUNT_UNDER_ATTACK);
      }
      const eventIds = [await recordRateLimitEvent(trx, this.ip, address, now), await recordRateLimitEvent(trx, this.pair, pair, now), await recordRateLimitEvent(trx, this.account, account, now)];
      return { account, address, now, eventIds };
    });
  }

  /**
   * The attempt was no failure, and the owner's own typos from this address are forgiven; the
   * address is remembered as the account's. The account's other failures stay: they are someone
   * else's, and a sign-in does not make them harmless.
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    const pair = pairKey(attempt.account, attempt.address);
    await this.db.transaction(async (trx) => {
      await deleteRateLimitEvents(trx, attempt.eventIds);
      await clearRateLimit(trx, this.pair, pair);
      await clearRateLimit(trx, this.knownAddress, pair);
      await recordRateLimitEvent(trx, this.knownAddress, pair, attempt.now);
    });
  }
}

function pairKey(account: string, address: string): string {
  return `${account}|${address}`;
}

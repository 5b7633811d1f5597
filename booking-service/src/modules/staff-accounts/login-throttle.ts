import type { Knex } from '../../db/knex.ts';
import { assertBackoffElapsed, assertUnderRateLimit, clearRateLimit, recordRateLimitEvent, type Limit } from '../../lib/rate-limiter.ts';

export interface LoginThrottleLimits {
  /** Failures for one account from one address before that pair is refused for the window. */
  perAccountAndIp: number;
  /** Failures from one address, whatever the account. */
  perIp: number;
  /** Failures for one account from all addresses before each further try has to wait. */
  perAccount: number;
}

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** The wait after the failure that reaches the per-account limit; it doubles with each further one. */
export const ACCOUNT_FIRST_WAIT_SECONDS = 10;
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const ACCOUNT_UNDER_ATTACK = 'Too many failed sign-in attempts for this account. Please wait a moment and try again.';

/** A sign-in name as typed, in the one form it is counted under: trimmed and lower-cased. */
export function normaliseLoginIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/**
 * Failed staff sign-ins, counted so that a stranger cannot lock an owner out: tightly per
 * account and address (the stranger locks only themselves out), loosely per account (many
 * addresses only slow the account down, with a wait that doubles), and per address as before.
 * An account is its Strapi documentId when the name is known, else the normalised name, so its
 * username and its email in any case count as one.
 */
export class LoginThrottle {
  private readonly pair: Limit;
  private readonly ip: Limit;
  private readonly account: Limit;

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
    await assertUnderRateLimit(this.db, this.ip, ip, now, TOO_MANY_LOGINS);
  }

  async assertAccountAllowed(account: string, ip: string, now: Date): Promise<void> {
    await assertUnderRateLimit(this.db, this.pair, pairKey(account, ip), now, TOO_MANY_LOGINS);
    await assertBackoffElapsed(this.db, this.account, account, now, ACCOUNT_FIRST_WAIT_SECONDS, ACCOUNT_UNDER_ATTACK);
  }

  async recordFailure(account: string, ip: string, now: Date): Promise<void> {
    await recordRateLimitEvent(this.db, this.ip, ip, now);
    await recordRateLimitEvent(this.db, this.pair, pairKey(account, ip), now);
    await recordRateLimitEvent(this.db, this.account, account, now);
  }

  /**
   * The owner's own typos from this address are forgiven. The account's count is not: failures
   * from other addresses are someone else's, and a sign-in does not make them harmless.
   */
  async recordSuccess(account: string, ip: string): Promise<void> {
    await clearRateLimit(this.db, this.pair, pairKey(account, ip));
  }
}

function pairKey(account: string, ip: string): string {
  return `${account}|${ip}`;
}

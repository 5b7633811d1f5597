import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_SENDS_PER_PHONE_PER_HOUR, OTP_SLOW_LANE_SECONDS, OTP_TTL_SECONDS } from '@islandstay/shared/customers/customer.schemas';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { consumeRateLimit } from '../../lib/rate-limiter.ts';
import { challengesSince, consumeChallenge, insertChallenge, latestChallenge, recordWrongAttempt, type OtpChallenge, type OtpPurpose } from './otp.repository.ts';
import type { SmsProvider } from './sms-provider.ts';
import { LOCK_SPACE } from '../../db/advisory-locks.ts';

export const INVALID_OTP = 'Invalid OTP';
export const EXPIRED_OTP = 'This code has expired. Please request a new one.';
export const TOO_MANY_TRIES = 'Too many wrong attempts. Please request a new code.';

/** A refused code: a 400 about the `otp` field. */
export function otpError(code: 'auth.otpInvalid' | 'auth.otpExpired' | 'auth.otpTooManyTries', message: string): AppError {
  return new AppError('VALIDATION', code, message, { details: [{ path: 'otp', message, code }] });
}

/**
 * One-time codes: 6 digits from a CSPRNG, stored only as an HMAC, valid 10 minutes, single use,
 * dead after 5 wrong tries; a new code at most every 30 s, 5 per phone in an hour and then one
 * every 2 minutes (the slow lane), and a per-IP limit. The phone's limit slows rather than locks:
 * anyone may ask for codes for any phone, and its owner must still get one within minutes.
 * Every rule is checked in Postgres, so it holds across instances.
 */
export class OtpService {
  private readonly db: Knex;
  private readonly sms: SmsProvider;
  private readonly clock: Clock;
  private readonly logger: Logger;
  /** The HMAC key codes are stored under. */
  private readonly secret: string;
  /** Codes one IP may ask for in an hour, across phones. */
  private readonly perIpPerHour: number;

  constructor(deps: { db: Knex; sms: SmsProvider; clock: Clock; logger: Logger }, options: { secret: string; perIpPerHour: number }) {
    this.db = deps.db;
    this.sms = deps.sms;
    this.clock = deps.clock;
    this.logger = deps.logger;
    this.secret = options.secret;
    this.perIpPerHour = options.perIpPerHour;
  }

  private hmac(phone: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.secret).update(`${phone}:${purpose}:${code}`).digest('hex');
  }

  async send(phone: string, purpose: OtpPurpose, ip: string, customerId: string | null = null): Promise<void> {
    const now = this.clock();
    await consumeRateLimit(this.db, { bucket: 'otp-ip', max: this.perIpPerHour, windowSeconds: 3600 }, ip, now, 'Too many codes requested from this network. Please try again later.');
    const code = randomInt(0, 10 ** 6)
      .toString()
      .padStart(6, '0');
    await this.db.transaction(async (trx) => {
      await trx.raw(`select pg_advisory_xact_lock(${LOCK_SPACE.otpPhone}, hashtext(?))`, [phone]);
      const latest = await latestChallenge(trx, phone, purpose);
      const waited = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
      if (waited < OTP_RESEND_SECONDS) {
        const retryAfterSeconds = Math.ceil(OTP_RESEND_SECONDS - waited);
        throw new AppError('RATE_LIMITED', 'auth.otpWait', `Please wait ${retryAfterSeconds} seconds before requesting a new code`, { params: { retryAfterSeconds }, extra: { retryAfterSeconds } });
      }
      const lastHour = await challengesSince(trx, phone, new Date(now.getTime() - 3_600_000));
      if (lastHour.count >= OTP_SENDS_PER_PHONE_PER_HOUR && lastHour.latestAt) {
        const readyAt = lastHour.latestAt.getTime() + OTP_SLOW_LANE_SECONDS * 1000;
        if (now.getTime() < readyAt) {
          const retryAfterSeconds = Math.ceil((readyAt - now.getTime()) / 1000);
          throw new AppError('RATE_LIMITED', 'auth.otpTooManySends', `Too many codes were sent to this phone. Please wait ${retryAfterSeconds} seconds before requesting a new one.`, {
            params: { retryAfterSeconds },
            extra: { retryAfterSeconds },
          });
        }
      }
      await insertChallenge(trx, {
        phone,
        purpose,
        customerId,
        codeHmac: this.hmac(phone, purpose, code),
        now,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      });
    });
    try {
      await this.sms.send(phone, `Your IslandStay code is ${code}. It expires in 10 minutes. Never share it.`);
    } catch (err) {
      this.logger.error({ err, phone }, 'SMS delivery failed');
      throw new AppError('BAD_GATEWAY', 'auth.otpSendFailed', 'Failed to send OTP. Please try again.');
    }
  }

  /** Checks and consumes the code; anything else is a 400 with a message for the guest. */
  async verify(phone: string, purpose: OtpPurpose, code: string): Promise<OtpChallenge> {
    const now = this.clock();
    const challenge = await latestChallenge(this.db, phone, purpose);
    if (!challenge || challenge.consumedAt) throw otpError('auth.otpInvalid', INVALID_OTP);
    if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw otpError('auth.otpTooManyTries', TOO_MANY_TRIES);
    if (now >= challenge.expiresAt) throw otpError('auth.otpExpired', EXPIRED_OTP);
    const expected = Buffer.from(challenge.codeHmac, 'hex');
    const given = Buffer.from(this.hmac(phone, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = await recordWrongAttempt(this.db, challenge.id, OTP_MAX_ATTEMPTS);
      throw attempts === undefined || attempts >= OTP_MAX_ATTEMPTS ? otpError('auth.otpTooManyTries', TOO_MANY_TRIES) : otpError('auth.otpInvalid', INVALID_OTP);
    }
    if (!(await consumeChallenge(this.db, challenge.id, now, OTP_MAX_ATTEMPTS))) {
      throw otpError('auth.otpInvalid', INVALID_OTP);
    }
    return challenge;
  }
}

import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_CANCELLATION_HOURS } from '../bookings/booking.schemas.ts';
import { addDays, islandInstant } from '../dates/dates.ts';
import { AFTER_CHECK_IN, CANCELLATION_POLICIES, cancellationTier, freeCancellationHours, noticeMs, refundFor, type RefundInput } from './cancellation-policy.ts';
import { CANCELLATION_POLICY_NAMES, type CancellationPolicyName } from './payment-plan.schemas.ts';
import type { MoneyCurrency } from './payment-plan.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const THB: MoneyCurrency = { code: 'THB', decimalPlaces: 2 };
const CHECK_IN = '2026-06-01';
/** 14:00 on the island on CHECK_IN (07:00 UTC). */
const CHECK_IN_AT = islandInstant(CHECK_IN, '14:00').getTime();

/** The instant `ms` before check-in. */
function before(ms: number): Date {
  return new Date(CHECK_IN_AT - ms);
}

function refund(policy: CancellationPolicyName, noticeBefore: number, paid: string, total = '10000.00') {
  return refundFor({ policy, total, paid, currency: THB, cancelledAt: before(noticeBefore), checkIn: CHECK_IN });
}

function tierAt(policy: CancellationPolicyName, noticeBefore: number): string {
  return refund(policy, noticeBefore, '0.00').tier;
}

/** A scaled integer as a plain decimal string: (1234n, 2) -> "12.34". */
function scaled(value: bigint, places: number): string {
  const digits = value.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

function units(amount: string, places: number): bigint {
  return BigInt(new Decimal(amount).mul(new Decimal(10).pow(places)).toFixed(0));
}

/**
 * The refund share as the Terms and the policy descriptions word it, read on the exact notice:
 * written apart from the policy table, to check it.
 */
function referencePercent(policy: CancellationPolicyName, notice: number): number {
  if (notice < 0) return 0;
  const days = notice / DAY;
  switch (policy) {
    case 'flexible':
      return notice > FREE_CANCELLATION_HOURS * HOUR ? 100 : 50;
    case 'standard':
      if (days > 30) return 90;
      if (days > 14) return 50;
      return days >= 7 ? 25 : 0;
    case 'strict':
      return days > 30 ? 50 : 0;
  }
}

describe('cancellation tiers at their boundaries (check-in 14:00 on the island)', () => {
  it('Standard: over 30 days keeps a 10% fee; exactly 30 days is "15 to 30 days", half', () => {
    expect(tierAt('standard', 30 * DAY + 1)).toBe('standard.over30');
    expect(tierAt('standard', 30 * DAY)).toBe('standard.15to30');
    expect(refund('standard', 30 * DAY + 1, '10000.00').refund).toBe('9000.00');
    expect(refund('standard', 30 * DAY, '10000.00').refund).toBe('5000.00');
  });

  it('Standard: 15 days is half, exactly 14 days is "7 to 14 days", a quarter, and the hours between go to the guest', () => {
    expect(tierAt('standard', 15 * DAY)).toBe('standard.15to30');
    expect(tierAt('standard', 14 * DAY + 12 * HOUR)).toBe('standard.15to30');
    expect(tierAt('standard', 14 * DAY)).toBe('standard.7to14');
    expect(refund('standard', 14 * DAY, '10000.00').refund).toBe('2500.00');
  });

  it('Standard: exactly 7 days is still a quarter; less than 7 days, nothing', () => {
    expect(tierAt('standard', 7 * DAY)).toBe('standard.7to14');
    expect(tierAt('standard', 7 * DAY - 1)).toBe('standard.under7');
    expect(refund('standard', 7 * DAY - 1, '10000.00')).toEqual({ refund: '0.00', retained: '10000.00', tier: 'standard.under7', refundPercent: 0 });
  });

  it('Flexible: free with more than 48 hours (the card, and the online cancel window); from exactly 48 hours, half', () => {
    expect(FREE_CANCELLATION_HOURS).toBe(48);
    expect(tierAt('flexible', 48 * HOUR + 1)).toBe('flexible.free');
    expect(refund('flexible', 48 * HOUR + 1, '10000.00').refund).toBe('10000.00');
    expect(tierAt('flexible', 48 * HOUR)).toBe('flexible.late');
    expect(refund('flexible', 48 * HOUR, '10000.00').refund).toBe('5000.00');
    expect(tierAt('flexible', 0)).toBe('flexible.late');
  });

  it('Strict: half with over 30 days; exactly 30 days, nothing', () => {
    expect(tierAt('strict', 30 * DAY + 1)).toBe('strict.over30');
    expect(refund('strict', 30 * DAY + 1, '10000.00').refund).toBe('5000.00');
    expect(tierAt('strict', 30 * DAY)).toBe('strict.under30');
  });

  it('after the check-in instant, nothing of the total comes back under any policy, but an overpayment does', () => {
    for (const policy of CANCELLATION_POLICY_NAMES) {
      expect(tierAt(policy, -1)).toBe(AFTER_CHECK_IN.code);
      expect(refund(policy, -DAY, '10100.00').refund).toBe('100.00');
    }
  });

  it('when the site checks guests in at 15:00, then the boundaries move with it', () => {
    const cancelledAt = islandInstant(addDays(CHECK_IN, -2), '14:30');
    expect(refundFor({ policy: 'flexible', total: '100.00', paid: '100.00', currency: THB, cancelledAt, checkIn: CHECK_IN }).tier).toBe('flexible.late');
    expect(refundFor({ policy: 'flexible', total: '100.00', paid: '100.00', currency: THB, cancelledAt, checkIn: CHECK_IN, checkInTime: '15:00' }).tier).toBe('flexible.free');
  });

  it('when the cancellation is given as ISO text in another zone, then the notice is the same', () => {
    expect(noticeMs({ cancelledAt: '2026-05-30T09:00:00+02:00', checkIn: CHECK_IN })).toBe(CHECK_IN_AT - Date.parse('2026-05-30T07:00:00Z'));
  });
});

describe('refundFor amounts', () => {
  it('when only the deposit was paid, then cancelling costs the same fee as after paying in full', () => {
    expect(refund('standard', 40 * DAY, '5000.00')).toEqual({ refund: '4000.00', retained: '1000.00', tier: 'standard.over30', refundPercent: 90 });
    expect(refund('standard', 20 * DAY, '5000.00')).toEqual({ refund: '0.00', retained: '5000.00', tier: 'standard.15to30', refundPercent: 50 });
    expect(refund('standard', 10 * DAY, '5000.00').refund).toBe('0.00');
  });

  it('when a share falls on a half of a minor unit, then the refundable share rounds half-up', () => {
    // 25% of 0.02 = 0.005 -> 0.01; 25% of 100.01 = 25.0025 -> 25.00.
    expect(refund('standard', 10 * DAY, '0.02', '0.02').refund).toBe('0.01');
    expect(refund('standard', 10 * DAY, '100.01', '100.01')).toMatchObject({ refund: '25.00', retained: '75.01' });
  });

  it('when nothing was paid, or the ledger shows less than nothing, then nothing comes back', () => {
    expect(refund('flexible', 10 * DAY, '0.00')).toMatchObject({ refund: '0.00', retained: '0.00' });
    expect(refund('flexible', 10 * DAY, '-50.00')).toMatchObject({ refund: '0.00', retained: '0.00' });
  });
});

describe('the policies as data', () => {
  it('each policy gives back no more as notice shrinks, and its last tier reaches check-in', () => {
    for (const name of CANCELLATION_POLICY_NAMES) {
      const tiers = CANCELLATION_POLICIES[name];
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i]!.minNoticeHours).toBeLessThan(tiers[i - 1]!.minNoticeHours);
        expect(tiers[i]!.refundPercent).toBeLessThanOrEqual(tiers[i - 1]!.refundPercent);
      }
      expect(tiers.at(-1)).toMatchObject({ minNoticeHours: 0, inclusive: true });
      expect(new Set(tiers.map((t) => t.code)).size).toBe(tiers.length);
    }
  });

  it('only Flexible makes the free-cancellation promise, with the hours the card shows', () => {
    expect(freeCancellationHours('flexible')).toBe(FREE_CANCELLATION_HOURS);
    expect(freeCancellationHours('standard')).toBeUndefined();
    expect(freeCancellationHours('strict')).toBeUndefined();
  });
});

describe('refundFor properties', () => {
  const places = fc.constantFrom(0, 2, 3, 4);
  const policies = fc.constantFrom(...CANCELLATION_POLICY_NAMES);
  /** Notice from 60 days before check-in to 5 days after it, at millisecond resolution, with the boundaries themselves likely. */
  const notices = fc.oneof(
    fc.integer({ min: -5 * DAY, max: 60 * DAY }),
    fc.constantFrom(0, 48 * HOUR, 7 * DAY, 14 * DAY, 30 * DAY).chain((edge) => fc.integer({ min: edge - 2, max: edge + 2 })),
  );
  const cases = fc
    .record({ places, policy: policies, totalUnits: fc.bigInt({ min: 0n, max: 10n ** 12n }), paidShare: fc.integer({ min: 0, max: 120 }), notice: notices })
    .map(({ totalUnits, paidShare, ...rest }) => ({ ...rest, totalUnits, paidUnits: (totalUnits * BigInt(paidShare)) / 100n }));

  function run(c: { places: number; policy: CancellationPolicyName; totalUnits: bigint; paidUnits: bigint; notice: number }, overrides: Partial<RefundInput> = {}) {
    return refundFor({
      policy: c.policy,
      total: scaled(c.totalUnits, c.places),
      paid: scaled(c.paidUnits, c.places),
      currency: { code: 'XXX', decimalPlaces: c.places },
      cancelledAt: before(c.notice),
      checkIn: CHECK_IN,
      ...overrides,
    });
  }

  it('for any cancellation, then 0 <= refund <= paid, refund + retained = paid, to the minor unit, and it matches the worded schedule', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const result = run(c);
        const refunded = units(result.refund, c.places);
        expect(refunded >= 0n && refunded <= c.paidUnits).toBe(true);
        expect(refunded + units(result.retained, c.places)).toBe(c.paidUnits);
        expect(new Decimal(result.refund).decimalPlaces()).toBeLessThanOrEqual(c.places);

        const percent = referencePercent(c.policy, c.notice);
        expect(result.refundPercent).toBe(percent);
        const refundable = (2n * c.totalUnits * BigInt(percent) + 100n) / 200n;
        const kept = c.totalUnits - refundable;
        expect(refunded).toBe(c.paidUnits > kept ? c.paidUnits - kept : 0n);
      }),
      { numRuns: 500 },
    );
  });

  it('for any two cancellation instants, then the later one never gets more back', () => {
    fc.assert(
      fc.property(cases, notices, (c, otherNotice) => {
        const [earlier, later] = c.notice >= otherNotice ? [c.notice, otherNotice] : [otherNotice, c.notice];
        const first = run({ ...c, notice: earlier });
        const second = run({ ...c, notice: later });
        expect(new Decimal(second.refund).lte(first.refund)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('for any cancellation, then paying more never gets less back, and Flexible >= Standard >= Strict', () => {
    fc.assert(
      fc.property(cases, fc.bigInt({ min: 0n, max: 10n ** 12n }), (c, extra) => {
        const base = run(c);
        const more = run({ ...c, paidUnits: c.paidUnits + extra });
        expect(new Decimal(more.refund).gte(base.refund)).toBe(true);

        const [flexible, standard, strict] = (['flexible', 'standard', 'strict'] as const).map((policy) => new Decimal(run({ ...c, policy }).refund));
        expect(flexible!.gte(standard!) && standard!.gte(strict!)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('for any notice, then the tier found is the first of the policy the notice qualifies for', () => {
    fc.assert(
      fc.property(policies, notices, (policy, notice) => {
        expect(cancellationTier(policy, notice).refundPercent).toBe(referencePercent(policy, notice));
      }),
    );
  });
});

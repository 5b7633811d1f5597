import Decimal from 'decimal.js';
import { CHECK_IN_TIME, FREE_CANCELLATION_HOURS } from '../bookings/booking.schemas.ts';
import { islandInstant, type IsoDate } from '../dates/dates.ts';
import type { MoneyValue } from '../pricing/pricing-types.ts';
import type { CancellationPolicyName } from './payment-plan.schemas.ts';
import { moneyOf, moneyText, percentOf, toInstant, type Instant, type MoneyCurrency } from './payment-plan.ts';

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

/**
 * One rule of a policy: a cancellation with this much notice before the check-in instant (the
 * check-in date at the site's check-in time, on the island) gets `refundPercent` of the total
 * back. `inclusive`: whether exactly `minNoticeHours` qualifies ("at least") or only more does
 * ("over"). `code` names the rule for display (translated by code, never shown as is).
 */
export interface CancellationTier {
  code: string;
  minNoticeHours: number;
  inclusive: boolean;
  refundPercent: number;
}

/**
 * The three policies, each tier needing less notice and giving back no more than the one
 * before it (so a later cancellation never gets more back), the last one reaching check-in.
 *
 * - Standard is the Terms' schedule (docs/product.md#static-pages-and-the-contact-form), read on
 *   the exact notice: over 30 days, everything but a 10% fee; 15 to 30 days, half; 7 to 14 days,
 *   a quarter; less than 7 days, nothing. The Terms leave the hours between 14 and 15 days to no
 *   tier; they go to the guest (half), so the "half" tier reads "more than 14 days".
 * - Flexible keeps the booking card's promise, "Free cancellation up to 48 hours before
 *   check-in" (FREE_CANCELLATION_HOURS): everything back with more than 48 hours' notice, the
 *   same window in which a guest may cancel online; half back after that, until check-in.
 * - Strict: half back with over 30 days' notice, nothing after.
 *
 * The card's promise is therefore a property of the policy, not of every villa: only a villa on
 * Flexible may show it (freeCancellationHours below), and where it shows, it is honoured to the
 * millisecond. There is no grace window counted from the booking: nothing on the site promises
 * one, and it would make a stricter policy pay back more than a gentler one.
 */
export const CANCELLATION_POLICIES = {
  flexible: [
    { code: 'flexible.free', minNoticeHours: FREE_CANCELLATION_HOURS, inclusive: false, refundPercent: 100 },
    { code: 'flexible.late', minNoticeHours: 0, inclusive: true, refundPercent: 50 },
  ],
  standard: [
    { code: 'standard.over30', minNoticeHours: 30 * DAY_HOURS, inclusive: false, refundPercent: 90 },
    { code: 'standard.15to30', minNoticeHours: 14 * DAY_HOURS, inclusive: false, refundPercent: 50 },
    { code: 'standard.7to14', minNoticeHours: 7 * DAY_HOURS, inclusive: true, refundPercent: 25 },
    { code: 'standard.under7', minNoticeHours: 0, inclusive: true, refundPercent: 0 },
  ],
  strict: [
    { code: 'strict.over30', minNoticeHours: 30 * DAY_HOURS, inclusive: false, refundPercent: 50 },
    { code: 'strict.under30', minNoticeHours: 0, inclusive: true, refundPercent: 0 },
  ],
} as const satisfies Record<CancellationPolicyName, readonly CancellationTier[]>;

/** A cancellation after the check-in instant (a no-show, a stay cut short): nothing of the total back, under every policy. */
export const AFTER_CHECK_IN = { code: 'afterCheckIn', minNoticeHours: 0, inclusive: false, refundPercent: 0 } as const satisfies CancellationTier;

export type CancellationTierCode = (typeof CANCELLATION_POLICIES)[CancellationPolicyName][number]['code'] | typeof AFTER_CHECK_IN.code;

/**
 * The notice, in hours, that a policy's free cancellation needs (the booking card's "Free
 * cancellation up to {hours} hours before check-in"); undefined when the policy never gives
 * everything back, and the card must not make the promise.
 */
export function freeCancellationHours(policy: CancellationPolicyName): number | undefined {
  const free = CANCELLATION_POLICIES[policy].find((tier) => tier.refundPercent === 100);
  return free?.minNoticeHours;
}

export interface NoticeInput {
  cancelledAt: Instant;
  checkIn: IsoDate;
  /** `HH:MM` on the island, from the site settings. */
  checkInTime?: string;
}

/** Milliseconds from the cancellation to the check-in instant; negative once check-in has passed. */
export function noticeMs({ cancelledAt, checkIn, checkInTime = CHECK_IN_TIME }: NoticeInput): number {
  return islandInstant(checkIn, checkInTime).getTime() - toInstant(cancelledAt).getTime();
}

function qualifies(tier: CancellationTier, notice: number): boolean {
  const needed = tier.minNoticeHours * HOUR_MS;
  return tier.inclusive ? notice >= needed : notice > needed;
}

/** The rule of `policy` a cancellation with `notice` milliseconds before check-in falls under. */
export function cancellationTier(policy: CancellationPolicyName, notice: number): CancellationTier & { code: CancellationTierCode } {
  return CANCELLATION_POLICIES[policy].find((tier) => qualifies(tier, notice)) ?? AFTER_CHECK_IN;
}

export interface RefundInput extends NoticeInput {
  policy: CancellationPolicyName;
  /** The stay's total, in the booking's currency. */
  total: MoneyValue;
  /** What the guest has paid for the stay so far, net of earlier refunds (amountsOf(...).net); the damage deposit is not part of it. */
  paid: MoneyValue;
  currency: MoneyCurrency;
}

export interface Refund {
  /** What goes back to the guest: exact decimal text in the booking's currency. */
  refund: string;
  /** What the host keeps of what was paid: paid - refund. */
  retained: string;
  tier: CancellationTierCode;
  refundPercent: number;
}

/**
 * What a cancellation at `cancelledAt` gives back. The tier sets how much of the TOTAL the host
 * may keep (total - refundPercent% of it, the refundable share rounded half-up to the currency's
 * places); the guest gets back whatever they paid beyond that, and never less than nothing:
 *
 *   refund = max(0, paid - (total - round(total x refundPercent / 100)))
 *
 * So cancelling costs the same whether the guest had paid the deposit or everything (a deposit-
 * only guest cancelling with over 30 days' notice on Standard gets the deposit back less the 10%
 * fee), a guest who paid less than the host may keep gets nothing back and is asked for nothing
 * more, and money paid beyond the total always goes back. The refund never exceeds what was paid,
 * never falls below zero, and never grows as the cancellation comes later.
 */
export function refundFor({ policy, total: totalValue, paid: paidValue, currency, ...notice }: RefundInput): Refund {
  const tier = cancellationTier(policy, noticeMs(notice));
  const total = moneyOf(totalValue, currency);
  if (total.isNegative()) throw new RangeError(`total must not be negative, got ${String(totalValue)}`);
  // Nothing paid (or more refunded than paid, which the ledger should never show): nothing to give back.
  const paid = Decimal.max(0, moneyOf(paidValue, currency));
  const kept = total.sub(percentOf(total, tier.refundPercent, currency));
  const refund = Decimal.max(0, paid.sub(kept));
  return { refund: moneyText(refund, currency), retained: moneyText(paid.sub(refund), currency), tier: tier.code, refundPercent: tier.refundPercent };
}

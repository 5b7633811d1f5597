import Decimal from 'decimal.js';
import { moneyText, type PaymentPlan } from './payment-plan.ts';

/**
 * A booking's money moves, one ledger row each. `payment` and `refund` are money in and out for
 * the stay; `damage_hold` and `damage_release` are the damage deposit taken and given back, kept
 * apart from the stay. An `adjustment` corrects what the stay counts as paid by a signed amount:
 * positive for money received outside the ledger (cash at the villa), negative for a payment
 * recorded that never arrived or was reversed by the card issuer. Every other kind carries a
 * positive amount; its kind gives the direction.
 */
export const LEDGER_ENTRY_KINDS = ['payment', 'refund', 'adjustment', 'damage_hold', 'damage_release'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export interface LedgerEntry {
  kind: LedgerEntryKind;
  /** Exact decimal text in the booking's currency, as the database's NUMERIC gives it. */
  amount: string;
  currency: string;
}

export const PAYMENT_STATUSES = ['unpaid', 'deposit_paid', 'paid', 'partly_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface LedgerAmounts {
  /** Payments plus adjustments: what the stay has been credited with. */
  paid: string;
  refunded: string;
  /** paid - refunded: what the guest has in the stay now (the `paid` of refundFor). */
  net: string;
  /** What the plan still asks for: max(0, total - net). */
  due: string;
  /** Damage deposit held now: holds - releases. */
  damageHeld: string;
}

type PlanMoney = Pick<PaymentPlan, 'currency' | 'decimalPlaces' | 'total'>;

/** Sums of several amounts can pass decimal.js's default 20 significant digits; these stay exact. */
const Sum = Decimal.clone({ precision: 60 });

/** The ledger's totals. Rows in another currency than the plan's are a bug upstream, and refused. */
export function amountsOf(entries: readonly LedgerEntry[], plan: PlanMoney): LedgerAmounts {
  const sums: Record<LedgerEntryKind, Decimal> = { payment: new Sum(0), refund: new Sum(0), adjustment: new Sum(0), damage_hold: new Sum(0), damage_release: new Sum(0) };
  for (const entry of entries) {
    if (entry.currency !== plan.currency) throw new RangeError(`a ${entry.kind} in ${entry.currency} on a plan in ${plan.currency}`);
    const amount = new Sum(entry.amount);
    if (amount.isNaN() || (entry.kind !== 'adjustment' && amount.isNegative())) throw new RangeError(`a ${entry.kind} of ${entry.amount}: only an adjustment carries a sign`);
    sums[entry.kind] = sums[entry.kind].add(amount);
  }
  const currency = { code: plan.currency, decimalPlaces: plan.decimalPlaces };
  const paid = sums.payment.add(sums.adjustment);
  const net = paid.sub(sums.refund);
  return {
    paid: moneyText(paid, currency),
    refunded: moneyText(sums.refund, currency),
    net: moneyText(net, currency),
    due: moneyText(Decimal.max(0, new Sum(plan.total).sub(net)), currency),
    damageHeld: moneyText(sums.damage_hold.sub(sums.damage_release), currency),
  };
}

/**
 * The booking's payment status, from its ledger and plan (the damage deposit plays no part):
 * - paid: the guest has in the stay at least its total (a returned overpayment leaves it paid);
 * - refunded: money went back and nothing of the stay is left paid;
 * - partly_refunded: money went back and some is still paid (a cancellation's fee kept);
 * - deposit_paid: no refund, something paid, at least what was due at booking, short of the total;
 * - unpaid: nothing yet, or less than what was due at booking.
 */
export function paymentStatus(entries: readonly LedgerEntry[], plan: PlanMoney & Pick<PaymentPlan, 'dueAtBooking'>): PaymentStatus {
  const amounts = amountsOf(entries, plan);
  const net = new Decimal(amounts.net);
  if (net.gte(plan.total)) return 'paid';
  if (new Decimal(amounts.refunded).gt(0)) return net.gt(0) ? 'partly_refunded' : 'refunded';
  return net.gt(0) && net.gte(plan.dueAtBooking) ? 'deposit_paid' : 'unpaid';
}

export interface DamageDepositSums {
  /** Every hold recorded. */
  held: string;
  /** Every release recorded. */
  released: string;
  /**
   * Kept for damage: once a release follows the last hold, what was held and not given back
   * (a release of less than is held keeps the rest); 0 while the deposit is still held.
   */
  kept: string;
}

/** The damage deposit's sums, from the ledger in the order it was written; the stay's money plays no part. */
export function damageDepositOf(entries: readonly LedgerEntry[], plan: PlanMoney): DamageDepositSums {
  let held = new Sum(0);
  let released = new Sum(0);
  let settled = false;
  for (const entry of entries) {
    if (entry.kind === 'damage_hold') {
      held = held.add(entry.amount);
      settled = false;
    } else if (entry.kind === 'damage_release') {
      released = released.add(entry.amount);
      settled = true;
    }
  }
  const currency = { code: plan.currency, decimalPlaces: plan.decimalPlaces };
  return { held: moneyText(held, currency), released: moneyText(released, currency), kept: moneyText(settled ? Decimal.max(0, held.sub(released)) : 0, currency) };
}

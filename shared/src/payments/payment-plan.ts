import Decimal from 'decimal.js';
import { roundMoney } from '../currency/currency.ts';
import { addDays, todayOnIsland, type IsoDate } from '../dates/dates.ts';
import type { MoneyValue } from '../pricing/pricing-types.ts';
import { DEFAULT_CANCELLATION_POLICY, DEFAULT_PAYMENT_TERMS, type CancellationPolicyName, type PaymentTerms, type VillaPaymentTerms } from './payment-plan.schemas.ts';

/** A moment in time: a `Date`, or an ISO 8601 instant with its offset (`2026-03-01T09:30:00Z`). */
export type Instant = Date | string;

/** What the payment maths needs of a currency: amounts are exact to its minor units. */
export interface MoneyCurrency {
  code: string;
  decimalPlaces: number;
}

/**
 * The terms as the engine takes them: the schema's numbers, or the database's exact decimal text
 * for the percentage and the amount.
 */
export interface PaymentTermsValue {
  depositPercent: MoneyValue;
  balanceDueDays: number;
  damageDeposit?: MoneyValue;
}

/**
 * Enough significant digits that an amount times a percentage is exact before its one rounding
 * (decimal.js keeps 20 by default, which an amount's digits and a percentage's together can pass).
 */
const ExactDecimal = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

/** An instant as text must say its offset: without one, JavaScript would read the machine's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

export function toInstant(value: Instant): Date {
  if (typeof value === 'string' && !ISO_INSTANT.test(value)) throw new RangeError(`not an ISO instant with an offset: ${value}`);
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not an instant: ${String(value)}`);
  return instant;
}

/** An amount at the currency's decimal places, rounded once, half-up (docs/architecture.md, "Dates, money and ids"). */
export function moneyOf(amount: Decimal.Value, currency: MoneyCurrency): Decimal {
  return roundMoney(amount, currency.decimalPlaces);
}

/** The exact decimal text of an amount, with all the currency's places (`1250.50`), as the database stores it. */
export function moneyText(amount: Decimal.Value, currency: MoneyCurrency): string {
  return moneyOf(amount, currency).toFixed(currency.decimalPlaces);
}

/** `percent`% of `amount`, rounded once to the currency's places. */
export function percentOf(amount: Decimal.Value, percent: Decimal.Value, currency: MoneyCurrency): Decimal {
  return moneyOf(new ExactDecimal(amount).mul(percent).div(100), currency);
}

/** The terms and the cancellation policy a villa's bookings follow. */
export interface PaymentSettings {
  terms: PaymentTerms;
  cancellationPolicy: CancellationPolicyName;
}

/** The Terms: a 50% deposit, the balance 30 days before check-in, the Standard schedule. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { terms: DEFAULT_PAYMENT_TERMS, cancellationPolicy: DEFAULT_CANCELLATION_POLICY };

/** A villa's settings: each one its owner set for the villa, else the site's (which the admin edits). */
export function effectivePaymentSettings(site: PaymentSettings = DEFAULT_PAYMENT_SETTINGS, villa: VillaPaymentTerms = {}): PaymentSettings {
  const terms: PaymentTerms = {
    depositPercent: villa.depositPercent ?? site.terms.depositPercent,
    balanceDueDays: villa.balanceDueDays ?? site.terms.balanceDueDays,
  };
  const damageDeposit = villa.damageDeposit ?? site.terms.damageDeposit;
  if (damageDeposit !== undefined) terms.damageDeposit = damageDeposit;
  return { terms, cancellationPolicy: villa.cancellationPolicy ?? site.cancellationPolicy };
}

export type InstalmentKind = 'deposit' | 'balance' | 'full';

export interface Instalment {
  kind: InstalmentKind;
  /** Exact decimal text in the plan's currency. */
  amount: string;
  /** An island date; the booking's own date for what is due at booking. */
  dueDate: IsoDate;
}

export interface PaymentPlan {
  currency: string;
  decimalPlaces: number;
  total: string;
  /** What the booking itself asks for: the deposit, or the whole total inside the balance window. */
  dueAtBooking: string;
  /** In due order; their amounts add up to the total exactly; none is zero unless the total is. */
  instalments: Instalment[];
  /** When the balance falls due; absent when the booking pays in full. */
  balanceDueDate?: IsoDate;
  /** Held apart from the stay (never part of the total, never refunded by the cancellation policy); absent when none. */
  damageDeposit?: string;
}

export interface PaymentPlanInput {
  /** The stay's total in the villa's currency (the quote's totalPrice). */
  total: MoneyValue;
  currency: MoneyCurrency;
  bookedAt: Instant;
  checkIn: IsoDate;
  terms?: PaymentTermsValue;
}

function checkTerms(terms: PaymentTermsValue): Decimal {
  const percent = new Decimal(terms.depositPercent);
  if (percent.isNaN() || percent.lt(0) || percent.gt(100)) throw new RangeError(`depositPercent must be between 0 and 100, got ${String(terms.depositPercent)}`);
  if (!Number.isInteger(terms.balanceDueDays) || terms.balanceDueDays < 0) throw new RangeError(`balanceDueDays must be a whole number of days, got ${terms.balanceDueDays}`);
  return percent;
}

/**
 * How a booking is paid: the deposit at booking and the balance `balanceDueDays` before check-in
 * (island dates), or everything at booking when that day has come by the booking's own island
 * date. The deposit is rounded half-up to the currency's places and the balance is the rest, so
 * deposit + balance = total exactly.
 */
export function paymentPlan({ total: totalValue, currency, bookedAt, checkIn, terms = DEFAULT_PAYMENT_TERMS }: PaymentPlanInput): PaymentPlan {
  const percent = checkTerms(terms);
  const total = moneyOf(totalValue, currency);
  if (total.isNegative()) throw new RangeError(`total must not be negative, got ${String(totalValue)}`);
  const text = (amount: Decimal) => moneyText(amount, currency);

  const bookingDate = todayOnIsland(toInstant(bookedAt));
  const balanceDueDate = addDays(checkIn, -terms.balanceDueDays);
  // The deposit never exceeds the total: the total sits on the currency's grid, so rounding a
  // share of it at most reaches it.
  const deposit = percentOf(total, percent, currency);
  const damage = terms.damageDeposit === undefined ? undefined : moneyOf(terms.damageDeposit, currency);
  if (damage?.isNegative()) throw new RangeError(`damageDeposit must not be negative, got ${String(terms.damageDeposit)}`);
  const plan: PaymentPlan = { currency: currency.code, decimalPlaces: currency.decimalPlaces, total: text(total), dueAtBooking: text(total), instalments: [] };
  if (damage?.gt(0)) plan.damageDeposit = text(damage);

  if (balanceDueDate <= bookingDate || deposit.eq(total)) {
    plan.instalments = [{ kind: 'full', amount: text(total), dueDate: bookingDate }];
    return plan;
  }
  const balance = total.sub(deposit);
  plan.balanceDueDate = balanceDueDate;
  plan.dueAtBooking = text(deposit);
  plan.instalments = deposit.isZero()
    ? [{ kind: 'balance', amount: text(balance), dueDate: balanceDueDate }]
    : [
        { kind: 'deposit', amount: text(deposit), dueDate: bookingDate },
        { kind: 'balance', amount: text(balance), dueDate: balanceDueDate },
      ];
  return plan;
}

import Decimal from 'decimal.js';

export type DecimalPlaces = 0 | 2 | 3 | 4;

export interface Currency {
  code: string;
  symbol: string;
  name: string;
  /** Units of this currency per 1 unit of the base (admin) currency. */
  rate: number;
  decimalPlaces: DecimalPlaces;
  position: 'before' | 'after';
}

export type DecimalInput = Decimal.Value;

/** Rounds once, half-up, to the currency's decimal places. */
export function roundMoney(amount: DecimalInput, decimalPlaces: number): Decimal {
  return new Decimal(amount).toDecimalPlaces(decimalPlaces, Decimal.ROUND_HALF_UP);
}

export function roundMoneyNumber(amount: DecimalInput, decimalPlaces: number): number {
  return roundMoney(amount, decimalPlaces).toNumber();
}

/**
 * Working precision of conversions and rebases (significant digits): wide enough that a product
 * of an amount and a rate, each as the database holds it, is exact.
 */
const RATE_PRECISION = 100;
const RateDecimal = Decimal.clone({ precision: RATE_PRECISION, rounding: Decimal.ROUND_HALF_UP });

/** A rebased rate keeps this many significant digits (the `numeric` column takes them all). */
const REBASED_RATE_DIGITS = 60;

/**
 * A converted amount is read at this many significant digits before the final rounding: far
 * more than any amount and rate pair can tell apart, yet fewer than a rebased rate carries, so
 * an exact half stays an exact half after a base-currency change (docs/architecture.md, "Dates,
 * money and ids": no conversion changes).
 */
const CONVERTED_DIGITS = 40;

/**
 * convert(amount, from, to) = amount / from.rate * to.rate, rounded to `to`'s decimals. Rates
 * may be the database's exact decimal text; a number is read by its shortest decimal form.
 */
export function convert(amount: DecimalInput, from: { rate: DecimalInput }, to: { rate: DecimalInput; decimalPlaces: number }): number {
  // Multiply before dividing: the product is exact, so the single division is the only step
  // rounded to the working precision and an exact half (e.g. 1 / 7 * 0.035 = 0.005) still
  // rounds up instead of landing just below it.
  const converted = new RateDecimal(amount).mul(to.rate).div(from.rate).toSignificantDigits(CONVERTED_DIGITS);
  return roundMoneyNumber(converted, to.decimalPlaces);
}

/** en-US grouping, the currency's decimals, symbol before (no space) or after (one space). */
export function formatMoney(amount: DecimalInput, currency: Pick<Currency, 'symbol' | 'decimalPlaces' | 'position'>): string {
  const rounded = roundMoney(amount, currency.decimalPlaces);
  const negative = rounded.isNegative() && !rounded.isZero();
  const [whole = '0', fraction] = rounded.abs().toFixed(currency.decimalPlaces).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = fraction ? `${grouped}.${fraction}` : grouped;
  const withSymbol = currency.position === 'before' ? `${currency.symbol}${number}` : `${number} ${currency.symbol}`;
  return negative ? `-${withSymbol}` : withSymbol;
}

/** The fallback when currencies cannot be loaded (docs/product.md#conventions). */
export const FALLBACK_CURRENCY: Currency = {
  code: 'USD',
  symbol: '$',
  name: 'US Dollar',
  rate: 1,
  decimalPlaces: 2,
  position: 'before',
};

/**
 * Rates re-expressed against another base currency (docs/architecture.md, "Dates, money and
 * ids"): every rate divided by the new base's old rate, kept as exact decimal text (60
 * significant digits) for the database, so no conversion between two currencies changes.
 */
export function rebaseRates<T extends { code: string; rate: DecimalInput }>(currencies: T[], newBase: string): Array<Omit<T, 'rate'> & { rate: string }> {
  const base = currencies.find((c) => c.code === newBase);
  if (!base) throw new Error(`unknown currency ${newBase}`);
  const divisor = new RateDecimal(base.rate);
  return currencies.map((c) => ({
    ...c,
    rate: c.code === newBase ? '1' : new RateDecimal(c.rate).div(divisor).toSignificantDigits(REBASED_RATE_DIGITS).toFixed(),
  }));
}

/** The most asked-for currencies, first in the back office's currency grid. */
export const POPULAR_CURRENCIES = ['USD', 'EUR', 'GBP', 'THB', 'AUD', 'JPY', 'CNY', 'SGD', 'INR', 'RUB', 'KRW', 'HKD'];

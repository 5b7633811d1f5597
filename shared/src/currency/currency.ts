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

/** convert(amount, from, to) = amount / from.rate * to.rate, rounded to `to`'s decimals. */
export function convert(
  amount: DecimalInput,
  from: Pick<Currency, 'rate'>,
  to: Pick<Currency, 'rate' | 'decimalPlaces'>,
): number {
  // Multiply before dividing: the product is exact, so the single division is the only step
  // rounded to decimal.js's working precision and an exact half (e.g. 1 / 7 * 0.035 = 0.005)
  // still rounds up instead of landing just below it.
  const converted = new Decimal(amount).mul(to.rate).div(from.rate);
  return roundMoneyNumber(converted, to.decimalPlaces);
}

/** en-US grouping, the currency's decimals, symbol before (no space) or after (one space). */
export function formatMoney(
  amount: DecimalInput,
  currency: Pick<Currency, 'symbol' | 'decimalPlaces' | 'position'>,
): string {
  const rounded = roundMoney(amount, currency.decimalPlaces);
  const negative = rounded.isNegative() && !rounded.isZero();
  const [whole = '0', fraction] = rounded.abs().toFixed(currency.decimalPlaces).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = fraction ? `${grouped}.${fraction}` : grouped;
  const withSymbol = currency.position === 'before' ? `${currency.symbol}${number}` : `${number} ${currency.symbol}`;
  return negative ? `-${withSymbol}` : withSymbol;
}

/** The spec's fallback when currencies cannot be loaded. */
export const FALLBACK_CURRENCY: Currency = {
  code: 'USD',
  symbol: '$',
  name: 'US Dollar',
  rate: 1,
  decimalPlaces: 2,
  position: 'before',
};

/**
 * Rates re-expressed against another base currency (docs/architecture.md, "Dates, money and ids"): every rate divided
 * by the new base's old rate, at full precision, so no conversion between two currencies changes.
 */
export function rebaseRates<T extends Pick<Currency, 'code' | 'rate'>>(currencies: T[], newBase: string): T[] {
  const base = currencies.find((c) => c.code === newBase);
  if (!base) throw new Error(`unknown currency ${newBase}`);
  const divisor = new Decimal(base.rate);
  return currencies.map((c) => ({ ...c, rate: c.code === newBase ? 1 : new Decimal(c.rate).div(divisor).toNumber() }));
}

/** The most asked-for currencies, first in the back office's currency grid. */
export const POPULAR_CURRENCIES = ['USD', 'EUR', 'GBP', 'THB', 'AUD', 'JPY', 'CNY', 'SGD', 'INR', 'RUB', 'KRW', 'HKD'];

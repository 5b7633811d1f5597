import { convert, type Currency } from '@islandstay/shared/currency/currency';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A night's price small enough for a calendar cell (`฿2.9K`, `$82`), in the display currency.
 * Unknown source currency (rates not loaded): no price rather than a wrong one.
 */
export function compactPrice(amount: number, fromCode: string, display: Currency, currencies: readonly Currency[]): string | undefined {
  const from = fromCode === display.code ? display : currencies.find((c) => c.code === fromCode);
  if (!from) return undefined;
  const value = from === display ? amount : convert(amount, from, display);
  const number = compact.format(value >= 1000 ? value : Math.round(value));
  return display.position === 'before' ? `${display.symbol}${number}` : `${number}${display.symbol}`;
}

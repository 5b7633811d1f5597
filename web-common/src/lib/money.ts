import { convert, roundMoneyNumber, type Currency } from '@islandstay/shared/currency/currency';

const numberFormats = new Map<number, Intl.NumberFormat>();

/** en-US grouping and the currency's own decimal places, through Intl. */
function numberFormat(decimalPlaces: number): Intl.NumberFormat {
  let format = numberFormats.get(decimalPlaces);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimalPlaces, maximumFractionDigits: decimalPlaces, useGrouping: true });
    numberFormats.set(decimalPlaces, format);
  }
  return format;
}

/** `฿2,900`, `$82.35`, `1,234.50 ₪`: rounded once half-up, symbol before or after as the currency says. */
export function formatPrice(amount: number, currency: Pick<Currency, 'symbol' | 'decimalPlaces' | 'position'>): string {
  const rounded = roundMoneyNumber(amount, currency.decimalPlaces);
  const number = numberFormat(currency.decimalPlaces).format(Math.abs(rounded));
  const withSymbol = currency.position === 'before' ? `${currency.symbol}${number}` : `${number} ${currency.symbol}`;
  return rounded < 0 ? `-${withSymbol}` : withSymbol;
}

/**
 * An amount in `fromCode` shown in `display`. When the source currency is unknown (rates failed to
 * load) the amount stays in its own currency rather than being shown with a wrong symbol.
 */
export function formatConverted(amount: number, fromCode: string, display: Currency, currencies: readonly Currency[]): string {
  if (fromCode === display.code) return formatPrice(amount, display);
  const from = currencies.find((c) => c.code === fromCode);
  if (!from) return `${numberFormat(2).format(amount)} ${fromCode}`;
  return formatPrice(convert(amount, from, display), display);
}

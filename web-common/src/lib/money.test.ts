import { describe, expect, it } from 'vitest';
import type { Currency } from '@islandstay/shared/currency/currency';
import { formatConverted, formatPrice } from './money.ts';

const THB: Currency = { code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 35.5, decimalPlaces: 2, position: 'before' };
const USD: Currency = { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimalPlaces: 2, position: 'before' };
const JPY: Currency = { code: 'JPY', symbol: '¥', name: 'Japanese Yen', rate: 150, decimalPlaces: 0, position: 'before' };
const ILS: Currency = { code: 'ILS', symbol: '₪', name: 'Israeli New Shekel', rate: 3.7, decimalPlaces: 2, position: 'after' };
const ALL = [THB, USD, JPY, ILS];

describe('formatPrice', () => {
  it('when the currency puts its symbol before, then symbol, en-US grouping and its decimal places', () => {
    expect(formatPrice(2900, THB)).toBe('฿2,900.00');
    expect(formatPrice(1234567.891, USD)).toBe('$1,234,567.89');
  });

  it('when the currency has no decimals, then the amount is rounded half-up to a whole number', () => {
    expect(formatPrice(12345.5, JPY)).toBe('¥12,346');
  });

  it('when the currency puts its symbol after, then the number, a space and the symbol', () => {
    expect(formatPrice(1234.5, ILS)).toBe('1,234.50 ₪');
  });

  it('when an amount sits exactly on a half cent, then it rounds up (not binary-float down)', () => {
    expect(formatPrice(2.675, USD)).toBe('$2.68');
  });
});

describe('formatConverted', () => {
  it('when a villa priced in baht is shown in dollars, then the amount is converted through the base rates', () => {
    // 5,900 THB / 35.5 * 1 = 166.197... -> $166.20
    expect(formatConverted(5900, 'THB', USD, ALL)).toBe('$166.20');
  });

  it('when shown in yen, then the converted amount has no decimals', () => {
    // 5,900 / 35.5 * 150 = 24,929.57... -> ¥24,930
    expect(formatConverted(5900, 'THB', JPY, ALL)).toBe('¥24,930');
  });

  it('when the display currency is the villa currency, then nothing is converted', () => {
    expect(formatConverted(5900, 'THB', THB, ALL)).toBe('฿5,900.00');
  });

  it('when the villa currency is unknown (rates failed to load), then the amount keeps its own code', () => {
    expect(formatConverted(5900, 'THB', USD, [USD])).toBe('5,900.00 THB');
  });
});

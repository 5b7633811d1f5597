import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CURRENCY, convert, formatMoney, rebaseRates, roundMoney, roundMoneyNumber, type Currency, type DecimalPlaces } from './currency.ts';

const USD: Currency = { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimalPlaces: 2, position: 'before' };
const JPY: Currency = { code: 'JPY', symbol: '¥', name: 'Japanese Yen', rate: 150, decimalPlaces: 0, position: 'before' };
const THB: Currency = { code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 35.5, decimalPlaces: 2, position: 'after' };
const KWD: Currency = { code: 'KWD', symbol: 'KD', name: 'Kuwaiti Dinar', rate: 0.307, decimalPlaces: 3, position: 'after' };

const decimalPlaces = fc.constantFrom<DecimalPlaces>(0, 2, 3, 4);

/** A scaled integer as a plain decimal string: (1234n, 2) -> "12.34". */
function scaled(value: bigint, places: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

/** Exact half-up rounding of the non-negative rational n / d to an integer. */
function roundHalfUpRational(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

describe('roundMoney', () => {
  it("when 2.345 is rounded to 2 decimals, then it is 2.35 (half-up, not banker's or binary-float rounding)", () => {
    expect(roundMoneyNumber(2.345, 2)).toBe(2.35);
    expect(roundMoney('2.345', 2).toFixed(2)).toBe('2.35');
  });

  it('when values sit exactly on a half, then they round up', () => {
    expect(roundMoneyNumber(1.005, 2)).toBe(1.01);
    expect(roundMoneyNumber(2.5, 0)).toBe(3);
    expect(roundMoneyNumber(3.5, 0)).toBe(4);
    expect(roundMoneyNumber('0.0005', 3)).toBe(0.001);
    expect(roundMoneyNumber('1.23449', 3)).toBe(1.234);
  });

  it('for any non-negative amount with up to 6 decimals, then the rounding matches exact half-up integer arithmetic', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), decimalPlaces, (units, places) => {
        const expected = roundHalfUpRational(units, 10n ** BigInt(6 - places));
        expect(roundMoney(scaled(units, 6), places).toFixed(places)).toBe(scaled(expected, places));
      }),
      { numRuns: 400 },
    );
  });

  it('for any amount, then rounding twice is the same as rounding once', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), decimalPlaces, (amount, places) => {
        const once = roundMoney(amount, places);
        expect(roundMoney(once, places).eq(once)).toBe(true);
        expect(once.decimalPlaces()).toBeLessThanOrEqual(places);
      }),
      { numRuns: 300 },
    );
  });
});

describe('convert', () => {
  it('when converting 100 USD to THB at 35.5 per USD, then it gives 3550', () => {
    expect(convert(100, USD, THB)).toBe(3550);
  });

  it('when converting between two non-base currencies, then it goes through the base: amount / from.rate * to.rate', () => {
    // 1000 JPY -> 6.666... USD -> 236.666... THB
    expect(convert(1000, JPY, THB)).toBe(236.67);
    expect(convert(1000, THB, JPY)).toBe(4225);
    expect(convert(10, USD, KWD)).toBe(3.07);
  });

  it('when the exact result is a half, then it rounds up even if the division does not terminate (1 / 7 * 0.035 = 0.005 -> 0.01)', () => {
    expect(convert(1, { rate: 7 }, { rate: 0.035, decimalPlaces: 2 })).toBe(0.01);
    expect(convert(1, { rate: 3 }, { rate: 0.015, decimalPlaces: 2 })).toBe(0.01);
  });

  it('for any amount and rates, then convert equals amount / from.rate * to.rate rounded half-up to to.decimalPlaces (exact rational reference)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 11n }), // amount in 1/10000 units, up to 10 million
        fc.bigInt({ min: 1n, max: 10n ** 10n }), // from.rate in 1/1e6 units, up to 10000
        fc.bigInt({ min: 1n, max: 10n ** 10n }), // to.rate in 1/1e6 units, up to 10000
        decimalPlaces,
        (amount, fromRate, toRate, places) => {
          const from = { rate: Number(scaled(fromRate, 6)) };
          const to = { rate: Number(scaled(toRate, 6)), decimalPlaces: places };
          // amount/1e4 / (fromRate/1e6) * (toRate/1e6) * 10^places
          const numerator = amount * toRate * 10n ** BigInt(places);
          const denominator = 10n ** 4n * fromRate;
          const rounded = roundHalfUpRational(numerator, denominator);
          // convert returns a JS number: only results a double holds exactly (15 significant digits) are comparable.
          fc.pre(rounded < 10n ** 15n);
          const expected = scaled(rounded, places);
          const result = convert(scaled(amount, 4), from, to);
          expect(new Decimal(result).toFixed(places)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('for any amount, then converting a currency to itself is the identity after rounding', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 0.0001, max: 100_000, noNaN: true }), decimalPlaces, (amount, rate, places) => {
        const currency = { rate, decimalPlaces: places };
        expect(convert(amount, currency, currency)).toBe(roundMoneyNumber(amount, places));
      }),
      { numRuns: 300 },
    );
  });

  it('for any amount already in the base currency, then converting from the base multiplies by the target rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const amount = cents / 100;
        expect(convert(amount, USD, THB)).toBe(roundMoneyNumber(new Decimal(amount).mul(35.5), 2));
        expect(convert(amount, USD, USD)).toBe(amount);
      }),
      { numRuns: 200 },
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [150, '$150.00'],
    [2500, '$2,500.00'],
    [25.5, '$25.50'],
    [99.99, '$99.99'],
  ])('when %s is formatted in USD ($ before, 2 decimals), then it reads %s', (amount, expected) => {
    expect(formatMoney(amount, USD)).toBe(expected);
  });

  it.each([
    [150, '¥150'],
    [2500, '¥2,500'],
    [25.5, '¥26'],
    [99.99, '¥100'],
  ])('when %s is formatted in JPY (¥ before, 0 decimals), then it reads %s', (amount, expected) => {
    expect(formatMoney(amount, JPY)).toBe(expected);
  });

  it('when the symbol position is after, then the symbol follows the number after one space', () => {
    expect(formatMoney(2500, THB)).toBe('2,500.00 ฿');
    expect(formatMoney(1234.5678, KWD)).toBe('1,234.568 KD');
  });

  it('when amounts are large, zero or negative, then grouping and sign are en-US style', () => {
    expect(formatMoney(1234567.891, USD)).toBe('$1,234,567.89');
    expect(formatMoney(0, USD)).toBe('$0.00');
    expect(formatMoney(-1500, USD)).toBe('-$1,500.00');
    expect(formatMoney(-0.001, USD)).toBe('$0.00');
    expect(formatMoney(999.995, USD)).toBe('$1,000.00');
  });

  it('when the fallback currency is used, then it is USD with $ before and 2 decimals', () => {
    expect(formatMoney(12, FALLBACK_CURRENCY)).toBe('$12.00');
  });

  it('for any rounded amount, then formatMoney matches Intl en-US grouping with the currency decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), decimalPlaces, fc.constantFrom<'before' | 'after'>('before', 'after'), (units, places, position) => {
        const amount = scaled(units, places);
        const number = new Intl.NumberFormat('en-US', { minimumFractionDigits: places, maximumFractionDigits: places }).format(amount as `${number}`);
        const expected = position === 'before' ? `€${number}` : `${number} €`;
        expect(formatMoney(amount, { symbol: '€', decimalPlaces: places, position })).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('for any amount, then stripping symbol and commas gives the amount rounded half-up to the currency decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), decimalPlaces, (amount, places) => {
        const text = formatMoney(amount, { symbol: '$', decimalPlaces: places, position: 'before' });
        expect(text).toMatch(places === 0 ? /^\$\d{1,3}(,\d{3})*$/ : new RegExp(`^\\$\\d{1,3}(,\\d{3})*\\.\\d{${places}}$`));
        expect(text.slice(1).replaceAll(',', '')).toBe(roundMoney(amount, places).toFixed(places));
      }),
      { numRuns: 300 },
    );
  });
});

describe('rebaseRates', () => {
  const currencyArb = fc.record({ rate: fc.double({ min: 1e-4, max: 1e5, noNaN: true }), decimalPlaces: fc.constantFrom(0 as const, 2 as const, 3 as const, 4 as const) });

  it('for any rates, amounts and new base, no conversion changes, to the last decimal', () => {
    fc.assert(
      fc.property(fc.array(currencyArb, { minLength: 2, maxLength: 6 }), fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 10_000_000 }), (list, b, f, t, cents) => {
        const currencies = list.map((c, i) => ({ ...c, code: `C${String.fromCharCode(65 + i)}X` }));
        const base = currencies[b % currencies.length]!.code;
        const rebased = rebaseRates(currencies, base);
        expect(rebased.find((c) => c.code === base)!.rate).toBe('1');
        const from = f % currencies.length;
        const to = t % currencies.length;
        const amount = cents / 100;
        const before = convert(amount, currencies[from]!, currencies[to]!);
        const after = convert(amount, rebased[from]!, rebased[to]!);
        expect(after).toBe(before);
      }),
    );
  });

  it('for rates of few digits (where exact halves are common) and a base whose division never ends, an exact half still rounds up after the change', () => {
    const shortRate = fc.integer({ min: 1, max: 400 }).map((n) => n / 200);
    fc.assert(
      fc.property(shortRate, shortRate, fc.integer({ min: 2, max: 97 }), fc.integer({ min: 0, max: 100_000 }), decimalPlaces, (fromRate, toRate, baseRate, cents, places) => {
        const currencies = [
          { code: 'FRM', rate: fromRate, decimalPlaces: places },
          { code: 'TOX', rate: toRate, decimalPlaces: places },
          { code: 'BAS', rate: baseRate / 7, decimalPlaces: places },
        ];
        const [from, to] = rebaseRates(currencies, 'BAS');
        expect(convert(cents / 100, from!, to!)).toBe(convert(cents / 100, currencies[0]!, currencies[1]!));
      }),
      { numRuns: 1000 },
    );
  });
});

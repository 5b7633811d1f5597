import fc from 'fast-check';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, type DecimalPlaces } from '@islandstay/shared/currency/currency';
import { loadCurrencyTable } from '../src/modules/currencies/currency-reads.ts';
import { CurrencyService } from '../src/modules/currencies/currencies.service.ts';
import { bookingRequest, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Money and rates stay decimal from the database to the conversions (docs/architecture.md,
 * "Dates, money and ids"): a NUMERIC reads as its exact text, a rate of 20 significant digits
 * (what a rates fetch writes) comes back whole, and a conversion at the rates read back, or after
 * a base-currency change written through the API, is exact to the target currency's decimals.
 */
let app: TestApp;
let admin = '';

/** Three made-up currencies (ISO reserves the Q.. codes for private use). */
const CODES = ['QAA', 'QAB', 'QAC'] as const;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.sessionCookie('admin', 'admin-1');
  await app.knex('currencies').insert(CODES.map((code) => ({ code, symbol: code, name: `Test ${code}`, rate: 1, decimal_places: 2, position: 'after', custom: true })));
});

afterAll(async () => {
  await app?.close();
});

/** A scaled integer as a plain decimal string: (1234n, 2) -> "12.34". */
function scaled(value: bigint, places: number): string {
  const digits = value.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** The exact decimal text of a `scaled` mantissa and scale, as a fraction. */
function fraction(text: string): { n: bigint; d: bigint } {
  const [whole = '0', part = ''] = text.split('.');
  return { n: BigInt(whole + part), d: 10n ** BigInt(part.length) };
}

/** A rate of exactly 20 significant digits between 1e-4 and 1e5, as the database holds it. */
const rateArb = fc.tuple(fc.bigInt({ min: 10n ** 19n, max: 10n ** 20n - 1n }), fc.integer({ min: -4, max: 4 })).map(([mantissa, exponent]) => new Decimal(scaled(mantissa, 19 - exponent)).toFixed());
const placesArb = fc.constantFrom<DecimalPlaces>(0, 2, 3, 4);

/** amount / from * to rounded half-up to `places`, by exact rational arithmetic. */
function exactConversion(amount: string, from: string, to: string, places: number): { units: bigint; text: string } {
  const a = fraction(amount);
  const f = fraction(from);
  const t = fraction(to);
  const numerator = a.n * t.n * f.d * 10n ** BigInt(places);
  const denominator = a.d * t.d * f.n;
  const units = (2n * numerator + denominator) / (2n * denominator);
  return { units, text: scaled(units, places) };
}

async function writeCurrencies(rates: readonly string[], places: readonly DecimalPlaces[]): Promise<void> {
  for (const [i, code] of CODES.entries()) {
    await app.knex('currencies').where({ code }).update({ rate: rates[i], decimal_places: places[i] });
  }
}

describe('money and rates through the database', () => {
  it('for any rates of 20 significant digits and any amount, the rates read back whole and a conversion is exact to the decimals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rateArb, { minLength: 2, maxLength: 2 }),
        fc.array(placesArb, { minLength: 2, maxLength: 2 }),
        fc.bigInt({ min: 0n, max: 10n ** 11n }),
        async ([fromRate, toRate], [fromPlaces, toPlaces], units) => {
          await writeCurrencies([fromRate!, toRate!, '1'], [fromPlaces!, toPlaces!, 2]);
          const table = await loadCurrencyTable(app.knex);
          expect(new Decimal(table.rates.get('QAA')!).eq(fromRate!)).toBe(true);
          expect(new Decimal(table.rates.get('QAB')!).eq(toRate!)).toBe(true);
          const amount = scaled(units, fromPlaces!);
          const expected = exactConversion(amount, fromRate!, toRate!, toPlaces!);
          // The JSON number holds the figure exactly up to 15 significant digits.
          fc.pre(expected.units < 10n ** 15n);
          const converted = CurrencyService.convert(table, amount, table.byCode.get('QAA')!, table.byCode.get('QAB')!);
          expect(new Decimal(converted).toFixed(toPlaces!)).toBe(expected.text);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('for any rates and amount, after the admin picks another base currency no conversion changes, to the last decimal', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rateArb, { minLength: 3, maxLength: 3 }),
        fc.array(placesArb, { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        async (rates, places, from, to, units) => {
          await writeCurrencies(rates, places);
          const before = await loadCurrencyTable(app.knex);
          const originalBase = before.base.code;
          const amount = scaled(units, places[from]!);
          const [fromCode, toCode] = [CODES[from]!, CODES[to]!];
          const convertIn = (table: typeof before) => CurrencyService.convert(table, amount, table.byCode.get(fromCode)!, table.byCode.get(toCode)!);
          const expected = convertIn(before);
          const chosen = await app.request('/api/admin/currency', { method: 'PUT', cookie: admin, json: { code: 'QAC' } });
          expect(chosen.status).toBe(200);
          const after = await loadCurrencyTable(app.knex);
          expect(after.rates.get('QAC')).toBe('1');
          expect(convertIn(after)).toBe(expected);
          expect(convert(amount, { rate: after.rates.get(fromCode)! }, { rate: after.rates.get(toCode)!, decimalPlaces: places[to]! })).toBe(expected);
          // Back to the suite's base, so every run starts from the same place.
          expect((await app.request('/api/admin/currency', { method: 'PUT', cookie: admin, json: { code: originalBase } })).status).toBe(200);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("when a NUMERIC is read, then it arrives as Postgres's exact text (a float would drop a long rate's last digits)", async () => {
    const row = await app.knex.raw<{ rows: { amount: string; rate: string }[] }>(`select 12345678.9012::numeric(14,4) as amount, 0.02816901408450704225352::numeric as rate`);
    expect(row.rows[0]).toEqual({ amount: '12345678.9012', rate: '0.02816901408450704225352' });
  });

  it('when a booking is priced at rates of many decimals, then it keeps both rates exactly as the currencies table holds them', async () => {
    // 20 significant digits, 22 decimals: what a rates fetch can write (numeric(20, 10) kept 10).
    const villaRate = '0.0028169014084507042254';
    const guestRate = '0.0025915492957746478873';
    await app.knex('currencies').where({ code: 'QAA' }).update({ rate: villaRate });
    await app.knex('currencies').where({ code: 'QAB' }).update({ rate: guestRate });
    const villaId = await insertVilla(app.knex, { basePrice: 100_000, currency: 'QAA' });
    const guest = await app.signInCustomer();

    const res = await app.request('/api/bookings', { method: 'POST', cookie: guest.cookie, json: bookingRequest(villaId, '2026-07-06', '2026-07-08', { currency: 'QAB' }) });

    expect(res.status).toBe(201);
    const stored = await app.knex.raw<{ rows: { villa_currency_rate: string; currency_rate: string; customer_to_pay: string }[] }>(
      'select villa_currency_rate::text, currency_rate::text, customer_to_pay::text from bookings where id = ?',
      [res.body.data.id],
    );
    const row = stored.rows[0]!;
    expect(row.villa_currency_rate).toBe(villaRate);
    expect(row.currency_rate).toBe(guestRate);
    // The amount to pay recomputes exactly from the rates the booking lists.
    expect(new Decimal(row.customer_to_pay).toFixed(2)).toBe(exactConversion('200000', villaRate, guestRate, 2).text);
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Currency settings: the admin's base currency, owners' own currencies, custom currencies and
 * rate edits, formatting, and rates fetched from a local server serving a recorded ECB file (the
 * stub checks the path it is asked for).
 */
const ecbXml = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/eurofxref-daily.xml'), 'utf8');
let app: TestApp;
let ecb: http.Server;
let ecbMode: 'ok' | 'error' | 'garbage' | 'no-base' = 'ok';
const ecbPaths: string[] = [];
const cookies = { admin: '', a: '', b: '' };

beforeAll(async () => {
  ecb = http.createServer((req, res) => {
    ecbPaths.push(req.url ?? '');
    if (req.url !== '/stats/eurofxref/eurofxref-daily.xml') return void res.writeHead(404).end();
    if (ecbMode === 'error') return void res.writeHead(500).end('down');
    if (ecbMode === 'garbage') return void res.writeHead(200, { 'content-type': 'text/xml' }).end('<html>maintenance</html>');
    const body = ecbMode === 'no-base' ? ecbXml.replace(/<Cube currency='USD'[^>]*\/>/, '') : ecbXml;
    res.writeHead(200, { 'content-type': 'text/xml' }).end(body);
  });
  await new Promise<void>((r) => ecb.listen(0, '127.0.0.1', r));
  const port = (ecb.address() as AddressInfo).port;
  app = await createTestApp({ env: { ECB_RATES_URL: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml` } });
  await app.knex('owners').insert([
    { id: 'owner-a', name: 'Owner A', status: 'approved' },
    { id: 'owner-b', name: 'Owner B', status: 'approved' },
  ]);
  cookies.admin = await app.sessionCookie('admin', 'admin-1');
  cookies.a = await app.sessionCookie('owner', 'owner-a', 'owner-a');
  cookies.b = await app.sessionCookie('owner', 'owner-b', 'owner-b');
});

afterAll(async () => {
  await app.close();
  ecb.close();
});

beforeEach(() => {
  ecbMode = 'ok';
});

const rates = async () => Object.fromEntries((await app.request('/api/currencies/all')).body.currencies.map((c: { code: string; rate: number }) => [c.code, c.rate]));
/** Each rate exactly as the database holds it (decimal text), by code. */
const storedRates = async (): Promise<Record<string, string>> => Object.fromEntries((await app.knex('currencies').select('code', 'rate')).map((c: { code: string; rate: string }) => [c.code, c.rate]));

/** Rates are worked at 100 significant digits, half-up, and rounded once when stored (shared/src/currency/currency.ts). */
const RateDecimal = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_UP });
/** A rebased rate keeps 60 significant digits, half-up; a fetched one 20. */
const REBASED_RATE_DIGITS = 60;
const FETCHED_RATE_DIGITS = 20;

describe('currency settings', () => {
  it("formats the spec's preview amounts in USD, THB and JPY", async () => {
    const expected: Record<string, string[]> = {
      USD: ['$150.00', '$2,500.00', '$25.50', '$99.99'],
      THB: ['฿150.00', '฿2,500.00', '฿25.50', '฿99.99'],
      JPY: ['¥150', '¥2,500', '¥26', '¥100'],
    };
    for (const [code, formatted] of Object.entries(expected)) {
      const got = [];
      for (const amount of [150, 2500, 25.5, 99.99]) {
        const res = await app.request('/api/admin/currency/format', { method: 'POST', cookie: cookies.admin, json: { amount, code } });
        got.push(res.body.formatted);
      }
      expect(got, code).toEqual(formatted);
    }
    expect((await app.request('/api/admin/currency/format', { method: 'POST', cookie: cookies.admin, json: { amount: 'lots' } })).body.error).toBe('amount must be a number');
  });

  it('converts the preview amounts between USD, THB and JPY through the base currency', async () => {
    const quote = async (amount: number, from: string, to: string) => {
      const { currencies } = (await app.request('/api/currencies/all')).body as { currencies: { code: string; rate: number; decimalPlaces: number }[] };
      const currency = (code: string) => currencies.find((c) => c.code === code)!;
      // amount / from * to, rounded once, half-up, to the target currency's decimals.
      return new RateDecimal(amount).mul(currency(to).rate).div(currency(from).rate).toDecimalPlaces(currency(to).decimalPlaces, Decimal.ROUND_HALF_UP).toNumber();
    };
    expect(await quote(150, 'USD', 'THB')).toBe(5325);
    // 2500 / 35.5 (the THB rate) = 70.4225…, to USD's 2 decimals.
    expect(await quote(2500, 'THB', 'USD')).toBe(new Decimal(2500).div('35.5').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber());
    expect(await quote(25.5, 'USD', 'JPY')).toBe(3825);
  });

  it('lets owners pick their own currency (from the session; another owner is 404) and the admin the base one', async () => {
    expect((await app.request('/api/admin/currency', { cookie: cookies.a })).body).toMatchObject({ currency: { code: 'USD' }, isBase: false });
    expect((await app.request('/api/admin/currency?owner=owner-b', { method: 'PUT', cookie: cookies.a, json: { code: 'thb' } })).body.currency.code).toBe('THB');
    expect((await app.request('/api/admin/currency', { cookie: cookies.a })).body.currency.code).toBe('THB');
    expect((await app.request('/api/admin/currency', { cookie: cookies.b })).body.currency.code).toBe('USD');
    expect((await app.request('/api/owners/owner-b/currency', { method: 'PUT', cookie: cookies.a, json: { code: 'EUR' } })).status).toBe(404);
    expect((await app.request('/api/owners/owner-b/currency', { method: 'PUT', cookie: cookies.admin, json: { code: 'EUR' } })).status).toBe(200);
    expect((await app.request('/api/admin/currency', { cookie: cookies.b })).body.currency.code).toBe('EUR');
    expect((await app.request('/api/owners/nobody/currency', { method: 'PUT', cookie: cookies.admin, json: { code: 'EUR' } })).status).toBe(404);
    expect((await app.request('/api/admin/currency', { method: 'PUT', cookie: cookies.a, json: { code: 'XYZ' } })).status).toBe(400);
    // The owner's dashboard shows revenue in their currency.
    expect((await app.request('/api/admin/stats', { cookie: cookies.a })).body.currency).toBe('THB');
    expect((await app.request('/api/admin/stats', { cookie: cookies.admin })).body.currency).toBe('USD');
  });

  it('re-expresses every rate when the admin picks another base currency, so no conversion changes', async () => {
    const before = await rates();
    const storedBefore = await storedRates();
    const villa = await insertVilla(app.knex, { basePrice: 3550, currency: 'THB' });
    const priceInEur = async () => (await app.request(`/api/villas/${villa}?currency=EUR`)).body.data;
    const detailBefore = await priceInEur();
    const chosen = await app.request('/api/admin/currency', { method: 'PUT', cookie: cookies.admin, json: { code: 'THB', symbol: '฿' } });
    expect(chosen.status).toBe(200);
    const after = await rates();
    const storedAfter = await storedRates();
    expect(after.THB).toBe(1);
    for (const code of Object.keys(before)) {
      // Each rate is its exact stored value divided by THB's, kept at 60 significant digits; so every
      // cross rate is kept to 60 digits too. (The ratio of two JSON rates is a ratio of two rounded
      // doubles, never exact: the conversion itself is checked exactly below, by the villa's price.)
      const rebased = new RateDecimal(storedBefore[code]!).div(storedBefore.THB!).toSignificantDigits(REBASED_RATE_DIGITS);
      expect(new Decimal(storedAfter[code]!).toFixed(), code).toBe(rebased.toFixed());
      expect(after[code], code).toBe(rebased.toNumber());
    }
    expect(await priceInEur()).toEqual(detailBefore);
    expect((await app.request('/api/currencies/all')).body.adminCurrencyCode).toBe('THB');
    await app.request('/api/admin/currency', { method: 'PUT', cookie: cookies.admin, json: { code: 'USD' } });
    expect((await rates()).USD).toBe(1);
    // Rebased at 60 significant digits there and back: the rate is 35.5 again, not merely close.
    expect((await rates()).THB).toBe(35.5);
  });

  it('creates custom currencies and edits rates (admin only), refusing bad fields by name', async () => {
    const good = { code: 'kip', symbol: '₭', name: 'Lao Kip', position: 'after', decimalPlaces: 0, rate: 21500 };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...good, code: 'KIPS' }, 'code must be 3 letters'],
      [{ ...good, symbol: 'TOOLONG' }, 'symbol: must be at most 5 characters'],
      [{ ...good, name: '' }, 'name is required'],
      [{ ...good, decimalPlaces: 1 }, 'decimal places must be 0, 2, 3 or 4'],
      [{ ...good, rate: 0 }, 'rate must be greater than 0'],
      [{ ...good, position: 'middle' }, 'position must be before or after'],
    ];
    for (const [body, message] of bad) {
      const res = await app.request('/api/admin/currencies', { method: 'POST', cookie: cookies.admin, json: body });
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await app.request('/api/admin/currencies', { method: 'POST', cookie: cookies.a, json: good })).status).toBe(403);
    const created = await app.request('/api/admin/currencies', { method: 'POST', cookie: cookies.admin, json: good });
    expect(created.status).toBe(201);
    expect(created.body.currency).toMatchObject({ code: 'KIP', symbol: '₭', decimalPlaces: 0, position: 'after', rate: 21500 });
    expect((await app.request('/api/admin/currencies', { method: 'POST', cookie: cookies.admin, json: good })).status).toBe(409);
    expect((await app.request('/api/admin/currency/format', { method: 'POST', cookie: cookies.a, json: { amount: 2500, code: 'KIP' } })).body.formatted).toBe('2,500 ₭');

    expect((await app.request('/api/admin/currencies/KIP', { method: 'PUT', cookie: cookies.a, json: { rate: 22000 } })).status).toBe(403);
    expect((await app.request('/api/admin/currencies/KIP', { method: 'PUT', cookie: cookies.admin, json: { rate: 22000 } })).body.currency.rate).toBe(22000);
    expect((await app.request('/api/admin/currencies/USD', { method: 'PUT', cookie: cookies.admin, json: { rate: 2 } })).status).toBe(400);
    expect((await app.request('/api/admin/currencies/KIP', { cookie: cookies.a })).body.rate).toBe(22000);
    expect((await app.request('/api/admin/currencies/ZZZ', { cookie: cookies.a })).status).toBe(404);
    const available = await app.request('/api/admin/currencies/available', { cookie: cookies.a });
    expect(available.body.popular.slice(0, 4).map((c: { code: string }) => c.code)).toEqual(['USD', 'EUR', 'GBP', 'THB']);
  });

  it('fetches ECB rates, re-expressed against the base currency; currencies the ECB does not publish keep their rate and are named', async () => {
    ecbPaths.length = 0;
    expect((await app.request('/api/admin/currencies/fetch-rates', { method: 'POST', cookie: cookies.a })).status).toBe(403);
    const fetched = await app.request('/api/admin/currencies/fetch-rates', { method: 'POST', cookie: cookies.admin });
    expect(fetched.status, JSON.stringify(fetched.body)).toBe(200);
    expect(ecbPaths).toEqual(['/stats/eurofxref/eurofxref-daily.xml']);
    expect(fetched.body.provider).toBe('European Central Bank (2026-11-20)');
    expect(fetched.body.unchanged).toEqual(['KIP']);
    expect(fetched.body.updated).toEqual(expect.arrayContaining(['THB', 'JPY', 'EUR', 'GBP']));
    const table = await rates();
    expect(table.USD).toBe(1);
    // The ECB's rate over its USD rate (1.0550, the admin currency), at 20 significant digits, half-up.
    const fromEcb = (perEuro: string) => new RateDecimal(perEuro).div('1.0550').toSignificantDigits(FETCHED_RATE_DIGITS).toNumber();
    expect(table.EUR).toBe(fromEcb('1'));
    expect(table.THB).toBe(fromEcb('36.712'));
    expect(table.JPY).toBe(fromEcb('162.35'));
    expect(table.KIP).toBe(22000);
    // Public prices in another currency follow at once.
    const villa = await insertVilla(app.knex, { basePrice: 100, currency: 'USD' });
    const search = await app.request(`/api/search/villas?currency=THB&name=${encodeURIComponent((await app.knex('villas').where({ id: villa }).first()).name)}`);
    expect(search.status).toBe(200);
  });

  it('keeps every old rate and answers 502 when the provider fails', async () => {
    const before = await rates();
    for (const mode of ['error', 'garbage', 'no-base'] as const) {
      ecbMode = mode;
      const res = await app.request('/api/admin/currencies/fetch-rates', { method: 'POST', cookie: cookies.admin });
      expect(res.status, mode).toBe(502);
      expect(res.body.error).toMatch(/^Rates were not updated: .*The previous rates are kept\.$/);
      expect(await rates()).toEqual(before);
    }
    const unreachable = await createTestApp({ env: { ECB_RATES_URL: 'http://127.0.0.1:9/eurofxref-daily.xml' } });
    try {
      const res = await unreachable.request('/api/admin/currencies/fetch-rates', { method: 'POST', cookie: await unreachable.sessionCookie('admin', 'admin-1') });
      expect(res.status).toBe(502);
      expect(res.body.error).toContain('could not be reached');
    } finally {
      await unreachable.close();
    }
  });
});

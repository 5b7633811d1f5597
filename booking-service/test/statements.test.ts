import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_CSV_COLUMNS, STATEMENT_CSV_TOTAL_COLUMNS, statementCsv, statementTotals } from '../src/modules/statements/statements.service.ts';
import { insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Owner statements (docs/product.md#payments): per owner and month, the ledger rows of the
 * owner's villas' stays received that month (payments, refunds, adjustments; never the damage
 * deposit), the stays checking in that month, and per currency what came in, what went back, the
 * commission the admin set and the payout; as JSON and as CSV. An owner sees their own only.
 */
const MONTH = '2026-05';
let app: TestApp;
let admin: string;
/** Anna (two THB villas' stays and a USD one), Bruno (one THB stay), Carla (nothing this month). */
const anna = { id: 'owner-st-anna', cookie: '' };
const bruno = { id: 'owner-st-bruno', cookie: '' };
const carla = { id: 'owner-st-carla', cookie: '' };
const booked = { annaThb: '', annaThbLater: '', annaUsd: '', annaCancelled: '', bruno: '' };

async function villaOf(ownerId: string, currency: string): Promise<string> {
  const villaId = await insertVilla(app.knex, { currency });
  await app.knex('villas').where({ id: villaId }).update({ owner_id: ownerId });
  return villaId;
}

/** A booking of the villa, in its currency, for this guest. */
async function stay(
  villaId: string,
  checkIn: string,
  checkOut: string,
  fields: { currency: string; total: number; guest: string; villaName: string; status?: 'confirmed' | 'cancelled' },
): Promise<string> {
  const id = await insertBooking(app.knex, villaId, checkIn, checkOut, fields.status ?? 'confirmed');
  await app.knex('bookings').where({ id }).update({
    villa_currency: fields.currency,
    customer_currency: fields.currency,
    total_price: fields.total,
    customer_to_pay: fields.total,
    customer_name: fields.guest,
    villa_name: fields.villaName,
  });
  return id;
}

let keys = 0;
async function record(bookingId: string, what: 'payments' | 'refunds', json: Record<string, unknown>): Promise<void> {
  const res = await app.request(`/api/admin/bookings/${bookingId}/${what}`, { method: 'POST', cookie: admin, json, headers: { 'Idempotency-Key': `statement-${++keys}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** A row the API does not record (an adjustment, the damage deposit), appended as the ledger takes it. */
async function appendRow(bookingId: string, kind: 'adjustment' | 'damage_hold', amount: string, currency: string, receivedOn: string): Promise<void> {
  await app.knex('booking_payments').insert({
    booking_id: bookingId,
    kind,
    method: 'cash',
    amount,
    currency,
    received_on: receivedOn,
    recorded_by: 'admin-1',
    idempotency_key: `statement-${++keys}`,
  });
}

async function setCommission(percent: number): Promise<void> {
  const res = await app.request('/api/admin/statement-settings', { method: 'PUT', cookie: admin, json: { commissionPercent: percent } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const statement = (ownerId: string, cookie = admin, month = MONTH) => app.request(`/api/admin/statements/${ownerId}?month=${month}`, { cookie });
const statementCsvOf = (ownerId: string, cookie = admin, month = MONTH) => app.request(`/api/admin/statements/${ownerId}/csv?month=${month}`, { cookie });
const list = (cookie = admin, month = MONTH) => app.request(`/api/admin/statements?month=${month}`, { cookie });

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.sessionCookie('admin', 'admin-1');
  await app.knex('owners').insert([
    { id: anna.id, name: 'Anna Statements', status: 'approved' },
    { id: bruno.id, name: 'Bruno Statements', status: 'approved' },
    { id: carla.id, name: 'Carla Statements', status: 'approved' },
  ]);
  for (const owner of [anna, bruno, carla]) owner.cookie = await app.sessionCookie('owner', owner.id, owner.id);

  const annaThb = await villaOf(anna.id, 'THB');
  const annaThbToo = await villaOf(anna.id, 'THB');
  const annaUsd = await villaOf(anna.id, 'USD');
  booked.annaThb = await stay(annaThb, '2026-05-10', '2026-05-13', { currency: 'THB', total: 30_000, guest: 'Smith, John', villaName: 'Villa Lamai' });
  booked.annaThbLater = await stay(annaThbToo, '2026-07-05', '2026-07-07', { currency: 'THB', total: 20_000, guest: '=HYPERLINK("http://evil.example")', villaName: 'Villa Bophut' });
  booked.annaUsd = await stay(annaUsd, '2026-04-28', '2026-05-02', { currency: 'USD', total: 1_000, guest: 'Jane "JJ" Doe', villaName: 'Villa Maenam' });
  booked.annaCancelled = await stay(annaUsd, '2026-05-20', '2026-05-22', { currency: 'USD', total: 200, guest: 'Late Canceller', villaName: 'Villa Maenam', status: 'cancelled' });

  // The month's first and last days count; the days either side do not.
  await record(booked.annaThb, 'payments', { amount: '15000', method: 'promptpay', receivedOn: '2026-05-01', externalReference: '+66812345678' });
  await record(booked.annaThbLater, 'payments', { amount: '5000', method: 'bank_transfer', receivedOn: '2026-04-30' });
  await record(booked.annaUsd, 'payments', { amount: '333.45', method: 'card', receivedOn: '2026-05-05', externalReference: 'ch_1' });
  await record(booked.annaThbLater, 'payments', { amount: '5000', method: 'bank_transfer', receivedOn: '2026-05-15' });
  await appendRow(booked.annaThbLater, 'adjustment', '250.50', 'THB', '2026-05-16');
  await appendRow(booked.annaThb, 'damage_hold', '3000', 'THB', '2026-05-16');
  await record(booked.annaThb, 'refunds', { amount: '1000', method: 'promptpay', receivedOn: '2026-05-25', reason: 'Pool closed a day' });
  await record(booked.annaThb, 'payments', { amount: '15000', method: 'bank_transfer', receivedOn: '2026-05-31' });
  await record(booked.annaThbLater, 'payments', { amount: '5000', method: 'cash', receivedOn: '2026-06-01' });

  const brunoThb = await villaOf(bruno.id, 'THB');
  booked.bruno = await stay(brunoThb, '2026-05-03', '2026-05-05', { currency: 'THB', total: 10_000, guest: 'Bruno Guest', villaName: 'Villa Chaweng' });
  await record(booked.bruno, 'payments', { amount: '2000', method: 'cash', receivedOn: '2026-05-04' });

  await setCommission(10);
});
afterAll(async () => {
  await app.close();
});

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; lines end with CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The CSV's two parts: the ledger lines (after their header) and the totals (after theirs). */
function csvParts(text: string): { header: string[]; lines: string[][]; totalsHeader: string[]; totals: string[][] } {
  const rows = parseCsv(text);
  const blank = rows.findIndex((row) => row.length === 1 && row[0] === '');
  expect(blank).toBeGreaterThan(0);
  return { header: rows[0]!, lines: rows.slice(1, blank), totalsHeader: rows[blank + 1]!, totals: rows.slice(blank + 2) };
}

interface Line {
  receivedOn: string;
  reference: string;
  villaName: string;
  guestName: string;
  kind: string;
  method: string;
  externalReference: string | null;
  amount: string;
  currency: string;
}
interface Totals {
  currency: string;
  received: string;
  refunded: string;
  net: string;
  commission: string;
  payout: string;
}

/** What a spreadsheet shows of a text field the CSV defused: the value, after its apostrophe. */
const shown = (field: string) => (/^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field);

/** The CSV says what the JSON says: one line per ledger line, in order, and the same totals; its amounts add up to each currency's net. */
function expectCsvMatches(text: string, json: { lines: Line[]; totals: Totals[] }): void {
  const { header, lines, totalsHeader, totals } = csvParts(text);
  expect(header).toEqual([...STATEMENT_CSV_COLUMNS]);
  expect(lines).toHaveLength(json.lines.length);
  lines.forEach((fields, i) => {
    const line = json.lines[i]!;
    expect(fields.map(shown)).toEqual([line.receivedOn, line.reference, line.villaName, line.guestName, line.kind, line.method, line.externalReference ?? '', line.amount, line.currency]);
  });
  expect(totalsHeader).toEqual([...STATEMENT_CSV_TOTAL_COLUMNS]);
  expect(totals).toEqual(json.totals.map((t) => ['total', t.currency, t.received, t.refunded, t.net, t.commission, t.payout]));
  for (const t of json.totals) {
    const sum = lines.filter((fields) => fields[8] === t.currency).reduce((acc, fields) => acc.add(fields[7]!), new Decimal(0));
    expect(sum.eq(t.net), `${t.currency}: the lines add up to ${sum.toFixed()}, the net is ${t.net}`).toBe(true);
  }
}

describe('statement settings', () => {
  it('when no commission is stored, or what is stored no longer reads as one, then it is 0', async () => {
    try {
      await app.knex('settings').where({ key: 'statement_settings' }).delete();
      expect((await app.request('/api/admin/statement-settings', { cookie: admin })).body).toEqual({ commissionPercent: 0 });
      await app.knex('settings').insert({ key: 'statement_settings', value: JSON.stringify({ commissionPercent: 'ten' }) });
      expect((await app.request('/api/admin/statement-settings', { cookie: admin })).body).toEqual({ commissionPercent: 0 });
    } finally {
      await setCommission(10);
    }
  });

  it('when the admin sets a commission, then it reads back; an owner reads it but may not set it (403)', async () => {
    expect((await app.request('/api/admin/statement-settings', { cookie: anna.cookie })).body).toEqual({ commissionPercent: 10 });
    const refused = await app.request('/api/admin/statement-settings', { method: 'PUT', cookie: anna.cookie, json: { commissionPercent: 0 } });
    expect(refused.status).toBe(403);
    expect((await app.request('/api/admin/statement-settings', { cookie: admin })).body).toEqual({ commissionPercent: 10 });
  });

  it.each([
    ['above 100', { commissionPercent: 101 }],
    ['negative', { commissionPercent: -1 }],
    ['text', { commissionPercent: '10' }],
    ['missing', {}],
  ])('when the commission is %s, then 400 naming commissionPercent and nothing changes', async (_what, json) => {
    const res = await app.request('/api/admin/statement-settings', { method: 'PUT', cookie: admin, json });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain('commissionPercent');
    expect((await app.request('/api/admin/statement-settings', { cookie: admin })).body).toEqual({ commissionPercent: 10 });
  });
});

describe("an owner's month", () => {
  it('when May has THB payments, an adjustment and a refund and a USD payment, then the totals per currency take a 10% commission rounded half-up', async () => {
    const res = await statement(anna.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ownerId: anna.id, ownerName: 'Anna Statements', month: MONTH, commissionPercent: 10 });
    expect(res.body.totals).toEqual([
      // 15000 + 5000 + 250.50 + 15000 in, 1000 back; 10% of 34250.50.
      { currency: 'THB', received: '35250.50', refunded: '1000.00', net: '34250.50', commission: '3425.05', payout: '30825.45' },
      // 10% of 333.45 is 33.345: half-up gives 33.35.
      { currency: 'USD', received: '333.45', refunded: '0.00', net: '333.45', commission: '33.35', payout: '300.10' },
    ]);
  });

  it('when rows were received on the days either side of the month or hold the damage deposit, then they are not lines; the lines keep the order they were recorded in, a refund negative', async () => {
    const { body } = await statement(anna.id);
    expect(body.lines.map((l: Line) => [l.receivedOn, l.kind, l.amount, l.currency])).toEqual([
      ['2026-05-01', 'payment', '15000.00', 'THB'],
      ['2026-05-05', 'payment', '333.45', 'USD'],
      ['2026-05-15', 'payment', '5000.00', 'THB'],
      ['2026-05-16', 'adjustment', '250.50', 'THB'],
      ['2026-05-25', 'refund', '-1000.00', 'THB'],
      ['2026-05-31', 'payment', '15000.00', 'THB'],
    ]);
    expect(body.lines[0]).toMatchObject({ bookingId: booked.annaThb, villaName: 'Villa Lamai', guestName: 'Smith, John', method: 'promptpay', externalReference: '+66812345678' });
  });

  it('when stays check in during the month, then they are listed by check-in whatever their status; one that began in April is not', async () => {
    const { body } = await statement(anna.id);
    expect(body.stays.map((s: { bookingId: string; checkIn: string; status: string; total: string; currency: string }) => [s.bookingId, s.checkIn, s.status, s.total, s.currency])).toEqual([
      [booked.annaThb, '2026-05-10', 'confirmed', '30000.00', 'THB'],
      [booked.annaCancelled, '2026-05-20', 'cancelled', '200.00', 'USD'],
    ]);
    expect(body.stays[0]).toMatchObject({ villaName: 'Villa Lamai', checkOut: '2026-05-13', paymentStatus: 'partly_refunded' });
  });

  it('when another month is asked for, then it holds that month only', async () => {
    const { body } = await statement(anna.id, admin, '2026-06');
    expect(body.lines.map((l: Line) => [l.receivedOn, l.amount])).toEqual([['2026-06-01', '5000.00']]);
    expect(body.stays).toEqual([]);
  });

  it('when an owner has nothing in the month, then their statement is empty but there; an unknown owner is 404', async () => {
    const res = await statement(carla.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ownerId: carla.id, ownerName: 'Carla Statements', month: MONTH, commissionPercent: 10, stays: [], lines: [], totals: [] });
    const unknown = await statement('owner-nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('owner.notFound');
  });
});

describe('the CSV', () => {
  it('when the admin downloads a month, then it is an attachment with one line per ledger line, amounts that add up to each net, and the totals', async () => {
    const res = await statementCsvOf(anna.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement-${anna.id}-${MONTH}.csv"`);
    expectCsvMatches(res.body as string, (await statement(anna.id)).body);
  });

  it('when every owner and month is downloaded, then each CSV says what its JSON says', async () => {
    for (const ownerId of [anna.id, bruno.id, carla.id]) {
      for (const month of ['2026-04', MONTH, '2026-06']) {
        const csv = await statementCsvOf(ownerId, admin, month);
        expect(csv.status).toBe(200);
        expectCsvMatches(csv.body as string, (await statement(ownerId, admin, month)).body);
      }
    }
  });

  it('when a guest name holds a comma or a quote, or a field starts like a formula, then it is quoted or defused; a negative amount stays a number', async () => {
    const text = (await statementCsvOf(anna.id)).body as string;
    expect(text).toContain(',"Smith, John",');
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    expect(text).toContain(`,"Jane ""JJ"" Doe",`);
    expect(text).toContain(",'+66812345678,15000.00,THB\r\n");
    expect(text).toContain(',refund,promptpay,,-1000.00,THB\r\n');
    expect(text).not.toMatch(/(^|,)[=+@]/m);
  });
});

describe('who sees which statement', () => {
  it('when an owner asks for their own, then 200; for another owner’s, then 404 for the JSON and the CSV', async () => {
    expect((await statement(anna.id, anna.cookie)).status).toBe(200);
    const other = await statement(bruno.id, anna.cookie);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('owner.notFound');
    expect((await statementCsvOf(bruno.id, anna.cookie)).status).toBe(404);
  });

  it("when an owner lists the month, then only their own line is in it, with the statement's totals", async () => {
    const res = await list(anna.cookie);
    expect(res.status).toBe(200);
    expect(res.body.owners).toEqual([{ ownerId: anna.id, ownerName: 'Anna Statements', stays: 2, totals: (await statement(anna.id)).body.totals }]);
  });

  it('when an owner with nothing in the month lists it, then their own empty line is there', async () => {
    const res = await list(carla.cookie);
    expect(res.body).toEqual({ month: MONTH, commissionPercent: 10, owners: [{ ownerId: carla.id, ownerName: 'Carla Statements', stays: 0, totals: [] }] });
  });

  it('when the admin lists the month, then every owner with money or stays in it is there by name, and no one else', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.owners.map((o: { ownerId: string; stays: number }) => [o.ownerId, o.stays])).toEqual([
      [anna.id, 2],
      [bruno.id, 1],
    ]);
    expect(res.body.owners[1].totals).toEqual([{ currency: 'THB', received: '2000.00', refunded: '0.00', net: '2000.00', commission: '200.00', payout: '1800.00' }]);
    // April: Anna's USD stay checked in and a THB payment arrived; Bruno had nothing.
    expect((await list(admin, '2026-04')).body.owners.map((o: { ownerId: string }) => o.ownerId)).toEqual([anna.id]);
  });
});

describe('a bad month', () => {
  it.each([
    ['2026-13', '?month=2026-13'],
    ['not a month', '?month=x'],
    ['missing', ''],
  ])('when the month is %s, then 400 naming month on the list, the statement and the CSV', async (_what, query) => {
    for (const path of ['/api/admin/statements', `/api/admin/statements/${anna.id}`, `/api/admin/statements/${anna.id}/csv`]) {
      const res = await app.request(path + query, { cookie: admin });
      expect(res.status, path).toBe(400);
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain('month');
    }
  });
});

describe('totals and CSV, for any ledger lines', () => {
  const currencies = [
    { code: 'JPY', decimalPlaces: 0 },
    { code: 'THB', decimalPlaces: 2 },
    { code: 'KWD', decimalPlaces: 3 },
  ];
  const rowArb = fc
    .record({
      kind: fc.constantFrom('payment' as const, 'refund' as const, 'adjustment' as const),
      currency: fc.constantFrom(...currencies),
      minor: fc.integer({ min: 1, max: 10 ** 9 }),
      negative: fc.boolean(),
      guest: fc.string({ maxLength: 12 }),
    })
    .map(({ kind, currency, minor, negative, guest }) => {
      const amount = new Decimal(minor).div(10 ** currency.decimalPlaces);
      // A name starting with an apostrophe would read back as a defused one (the test's `shown`).
      const name = guest.replace(/^'+/, '');
      return { kind, currency: currency.code, decimalPlaces: currency.decimalPlaces, amount: (kind === 'adjustment' && negative ? amount.neg() : amount).toFixed(currency.decimalPlaces), guest: name };
    });

  it('then each net is what came in less what went back, commission plus payout is the net, and the CSV lines add up to it', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), fc.double({ min: 0, max: 100, noNaN: true }), (rows, percent) => {
        const totals = statementTotals(rows, percent);
        expect(totals.map((t) => t.currency)).toEqual([...new Set(rows.map((r) => r.currency))].sort());
        const lines = rows.map((r, i) => ({
          receivedOn: '2026-05-01',
          reference: `IS-${i}`,
          villaName: 'Villa',
          guestName: r.guest,
          kind: r.kind,
          method: 'cash',
          externalReference: null,
          amount: r.kind === 'refund' ? `-${r.amount}` : r.amount,
          currency: r.currency,
        }));
        for (const t of totals) {
          expect(new Decimal(t.received).sub(t.refunded).eq(t.net)).toBe(true);
          expect(new Decimal(t.commission).add(t.payout).eq(t.net)).toBe(true);
        }
        const csv = statementCsv({ lines: lines.map((l, i) => ({ ...l, entryId: `e${i}`, bookingId: `b${i}`, kind: l.kind, method: 'cash' as const })), totals });
        expectCsvMatches(csv, { lines, totals });
      }),
    );
  });
});

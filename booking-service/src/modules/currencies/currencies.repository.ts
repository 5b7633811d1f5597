import type { Knex } from '../../db/knex.ts';
import type { Currency, DecimalPlaces } from '@islandstay/shared/currency/currency';
import { LOCK_SPACE, SINGLETON_KEY } from '../../db/advisory-locks.ts';
import { numericNumber } from '../../db/numeric.ts';

interface CurrencyRow {
  code: string;
  symbol: string;
  name: string;
  /** Exact decimal text (the column is an unbounded numeric). */
  rate: string;
  decimal_places: number;
  position: 'before' | 'after';
}

function toCurrency(row: CurrencyRow): Currency {
  return {
    code: row.code,
    symbol: row.symbol,
    name: row.name,
    // The JSON figure; conversions use the exact text (CurrencyTable.rates).
    rate: numericNumber(row.rate),
    decimalPlaces: row.decimal_places as DecimalPlaces,
    position: row.position,
  };
}

function listCurrencyRows(db: Knex | Knex.Transaction): Promise<CurrencyRow[]> {
  return db('currencies').select('code', 'symbol', 'name', 'rate', 'decimal_places', 'position').orderBy('code');
}

export async function getBaseCurrencyCode(db: Knex | Knex.Transaction): Promise<string> {
  const row = await db('settings').where({ key: 'base_currency' }).first('value');
  return typeof row?.value === 'string' ? row.value : 'USD';
}

export interface CurrencyTable {
  base: Currency;
  byCode: Map<string, Currency>;
  all: Currency[];
  /** Each currency's rate exactly as stored (decimal text), by code; `Currency.rate` is its JSON number. */
  rates: ReadonlyMap<string, string>;
}

/** All currencies and the base one, read with the given connection or transaction. */
export async function loadCurrencyTable(db: Knex | Knex.Transaction): Promise<CurrencyTable> {
  const rows = await listCurrencyRows(db);
  const all = rows.map(toCurrency);
  const baseCode = await getBaseCurrencyCode(db);
  const byCode = new Map(all.map((c) => [c.code, c]));
  const base = byCode.get(baseCode) ?? all[0];
  if (!base) throw new Error('No currencies configured');
  return { base, byCode, all, rates: new Map(rows.map((r) => [r.code, r.rate])) };
}

/**
 * A currency of the table with its exact rate, for convert() and for the rates a booking keeps
 * (docs/architecture.md, "Dates, money and ids").
 */
export function exactCurrency(table: CurrencyTable, currency: Currency): { code: string; rate: string; decimalPlaces: number } {
  return { code: currency.code, rate: table.rates.get(currency.code) ?? String(currency.rate), decimalPlaces: currency.decimalPlaces };
}

type Db = Knex | Knex.Transaction;

export async function setBaseCurrency(db: Db, code: string): Promise<void> {
  await db('settings')
    .insert({ key: 'base_currency', value: JSON.stringify(code) })
    .onConflict('key')
    .merge();
}

/** Writes every rate given (code -> rate); one statement per currency, in the caller's transaction. */
export async function writeRates(db: Db, rates: ReadonlyMap<string, number | string>, now: Date): Promise<void> {
  for (const [code, rate] of rates) await db('currencies').where({ code }).update({ rate, updated_at: now });
}

export async function insertCurrency(db: Db, c: Currency & { custom: boolean }): Promise<void> {
  await db('currencies').insert({ code: c.code, symbol: c.symbol, name: c.name, rate: c.rate, decimal_places: c.decimalPlaces, position: c.position, custom: c.custom });
}

export async function updateCurrency(db: Db, code: string, fields: Partial<Pick<Currency, 'rate' | 'symbol' | 'name' | 'position' | 'decimalPlaces'>>, now: Date): Promise<void> {
  const row: Record<string, unknown> = { updated_at: now };
  if (fields.rate !== undefined) row.rate = fields.rate;
  if (fields.symbol !== undefined) row.symbol = fields.symbol;
  if (fields.name !== undefined) row.name = fields.name;
  if (fields.position !== undefined) row.position = fields.position;
  if (fields.decimalPlaces !== undefined) row.decimal_places = fields.decimalPlaces;
  await db('currencies').where({ code }).update(row);
}

export async function getOwnerCurrency(db: Db, ownerId: string): Promise<string | null | undefined> {
  const row = await db('owners').where({ id: ownerId }).first('currency');
  return row ? (row.currency as string | null) : undefined;
}

export async function setOwnerCurrency(db: Db, ownerId: string, code: string): Promise<boolean> {
  return (await db('owners').where({ id: ownerId }).update({ currency: code })) > 0;
}

/** Serialises currency writes (base change, rate fetch, edits) across instances. */
export async function lockCurrencies(db: Knex.Transaction): Promise<void> {
  await db.raw(`select pg_advisory_xact_lock(${LOCK_SPACE.singleton}, ${SINGLETON_KEY.currencyBaseChange})`);
}

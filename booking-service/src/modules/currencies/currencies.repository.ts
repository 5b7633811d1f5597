import type { Knex } from '../../db/knex.ts';
import type { Currency, DecimalPlaces } from '@islandstay/shared/currency/currency';

interface CurrencyRow {
  code: string;
  symbol: string;
  name: string;
  rate: number;
  decimal_places: number;
  position: 'before' | 'after';
}

function toCurrency(row: CurrencyRow): Currency {
  return {
    code: row.code,
    symbol: row.symbol,
    name: row.name,
    rate: row.rate,
    decimalPlaces: row.decimal_places as DecimalPlaces,
    position: row.position,
  };
}

export async function listCurrencies(db: Knex | Knex.Transaction): Promise<Currency[]> {
  const rows: CurrencyRow[] = await db('currencies').select('code', 'symbol', 'name', 'rate', 'decimal_places', 'position').orderBy('code');
  return rows.map(toCurrency);
}

export async function getBaseCurrencyCode(db: Knex | Knex.Transaction): Promise<string> {
  const row = await db('settings').where({ key: 'base_currency' }).first('value');
  return typeof row?.value === 'string' ? row.value : 'USD';
}

export interface CurrencyTable {
  base: Currency;
  byCode: Map<string, Currency>;
  all: Currency[];
}

/** All currencies and the base one, read with the given connection or transaction. */
export async function loadCurrencyTable(db: Knex | Knex.Transaction): Promise<CurrencyTable> {
  const all = await listCurrencies(db);
  const baseCode = await getBaseCurrencyCode(db);
  const byCode = new Map(all.map((c) => [c.code, c]));
  const base = byCode.get(baseCode) ?? all[0];
  if (!base) throw new Error('No currencies configured');
  return { base, byCode, all };
}

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

import type { Knex } from '../../db/knex.ts';
import type { Currency } from '@islandstay/shared/currency/currency';
import { AppError } from '../../lib/app-error.ts';
import { getBaseCurrencyCode, listCurrencies } from './currencies.repository.ts';

export interface CurrencyTable {
  base: Currency;
  byCode: Map<string, Currency>;
  all: Currency[];
}

/** Currencies change rarely; a short cache keeps them off the hot path of search and quotes. */
const CACHE_MS = 5_000;

export class CurrencyService {
  private cached?: { at: number; table: Promise<CurrencyTable> };

  constructor(private readonly db: Knex) {}

  table(): Promise<CurrencyTable> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const table = this.load();
      this.cached = { at: now, table };
      table.catch(() => {
        this.cached = undefined;
      });
    }
    return this.cached.table;
  }

  /** Forget the cache after a write (rates, base currency, custom currencies). */
  invalidate(): void {
    this.cached = undefined;
  }

  /** A known currency or a 400 naming the field it came from. */
  async require(code: string, field: string): Promise<Currency> {
    const table = await this.table();
    const currency = table.byCode.get(code.toUpperCase());
    if (!currency) throw AppError.validation(field, `unknown currency ${code.toUpperCase()}`);
    return currency;
  }

  private async load(): Promise<CurrencyTable> {
    const [all, baseCode] = await Promise.all([listCurrencies(this.db), getBaseCurrencyCode(this.db)]);
    const byCode = new Map(all.map((c) => [c.code, c]));
    const base = byCode.get(baseCode) ?? all[0];
    if (!base) throw new Error('No currencies configured');
    return { base, byCode, all };
  }
}

import { convert, type Currency, type DecimalInput } from '@islandstay/shared/currency/currency';
import { AppError } from '../../lib/app-error.ts';
import type { VillaCatalog } from '../villas/villa-catalog.ts';
import { exactCurrency, type CurrencyTable } from './currencies.repository.ts';

/** Currencies come with the catalog snapshot, so a rate change reaches every instance at once. */
export class CurrencyService {
  constructor(private readonly catalog: VillaCatalog) {}

  async table(): Promise<CurrencyTable> {
    return (await this.catalog.current()).currencies;
  }

  /** A known currency or a 400 naming the field it came from. */
  static require(table: CurrencyTable, code: string, field: string): Currency {
    const currency = table.byCode.get(code.toUpperCase());
    if (!currency) throw AppError.validation(field, 'currency.unknown', `unknown currency ${code.toUpperCase()}`, { code: code.toUpperCase() });
    return currency;
  }

  /** convert() at the table's exact rates (a Currency's `rate` is only its JSON number). */
  static convert(table: CurrencyTable, amount: DecimalInput, from: Currency, to: Currency): number {
    return convert(amount, exactCurrency(table, from), exactCurrency(table, to));
  }

  async require(code: string, field: string): Promise<Currency> {
    return CurrencyService.require(await this.table(), code, field);
  }
}

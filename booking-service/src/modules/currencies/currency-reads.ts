/** What other modules may read of the currencies module's tables: they call these, never its repository. */
export { exactCurrency, getOwnerCurrency, loadCurrencyTable, type CurrencyTable } from './currencies.repository.ts';

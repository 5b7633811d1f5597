import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { Logger } from '../../lib/logger.ts';
import type { VillaCatalog } from '../villas/villa-catalog.ts';
import { currencyRoutes } from './currencies.routes.ts';
import { CurrencyService } from './currencies.service.ts';
import { currencyAdminRoutes } from './currency-admin.routes.ts';
import { CurrencyAdminService } from './currency-admin.service.ts';
import type { RatesProvider } from './rates-provider.ts';

/** Currencies and their rates: the public list and the admin's rates, base and refresh. */
export function createCurrenciesModule(deps: {
  db: Knex;
  clock: Clock;
  logger: Logger;
  catalog: VillaCatalog;
  ratesProvider: RatesProvider;
}): ApiModule & { currencies: CurrencyService; currencyAdmin: CurrencyAdminService } {
  const currencies = new CurrencyService(deps.catalog);
  const currencyAdmin = new CurrencyAdminService(deps.db, currencies, deps.ratesProvider, deps.clock, deps.logger);
  return { currencies, currencyAdmin, routes: [...currencyRoutes(currencies), ...currencyAdminRoutes(currencyAdmin)] };
}

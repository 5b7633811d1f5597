import { currencies as contract } from '@islandstay/shared/contract/currencies.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrencyService } from './currencies.service.ts';

export function currencyRoutes(currencies: CurrencyService): RouteDef[] {
  return [
    implement(contract.list, async (ctx) => {
      const table = await currencies.table();
      ctx.body = { currencies: table.all, adminCurrency: table.base.symbol, adminCurrencyCode: table.base.code };
    }),
    implement(contract.getRate, async (ctx, { params }) => {
      const table = await currencies.table();
      const currency = table.byCode.get(params.code);
      if (!currency) throw AppError.notFound('Currency not found');
      ctx.body = { currency, rate: currency.rate, baseCurrency: table.base.code };
    }),
  ];
}

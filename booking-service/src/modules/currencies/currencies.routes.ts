import {
  currenciesAllResponseSchema,
  currencyCodeParamsSchema,
  currencyRateResponseSchema,
} from '@islandstay/shared/currency/currency.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrencyService } from './currencies.service.ts';

export function currencyRoutes(currencies: CurrencyService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/currencies/all',
      operationId: 'currencies.list',
      roles: ['public'],
      tag: 'currencies',
      summary: 'All currencies with their rates against the admin (base) currency',
      responses: { 200: { description: 'Currencies', schema: currenciesAllResponseSchema } },
      async handler(ctx) {
        const table = await currencies.table();
        ctx.body = { currencies: table.all, adminCurrency: table.base.symbol, adminCurrencyCode: table.base.code };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/currencies/rate/:code',
      operationId: 'currencies.getRate',
      roles: ['public'],
      tag: 'currencies',
      summary: 'One currency and its rate against the base currency',
      request: { params: currencyCodeParamsSchema },
      responses: {
        200: { description: 'The currency', schema: currencyRateResponseSchema },
        404: errorResponse('Unknown currency'),
      },
      async handler(ctx, { params }) {
        const table = await currencies.table();
        const currency = table.byCode.get(params.code);
        if (!currency) throw AppError.notFound('Currency not found');
        ctx.body = { currency, rate: currency.rate, baseCurrency: table.base.code };
      },
    }),
  ];
}

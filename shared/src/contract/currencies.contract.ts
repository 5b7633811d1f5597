import { currenciesAllResponseSchema, currencyCodeParamsSchema, currencyRateResponseSchema } from '../currency/currency.schemas.ts';
import { errorResponse, operation } from './operation.ts';

export const currencies = {
  list: operation({
    method: 'GET',
    path: '/api/currencies/all',
    operationId: 'currencies.list',
    roles: ['public'],
    tag: 'currencies',
    summary: 'All currencies with their rates against the admin (base) currency',
    responses: { 200: { description: 'Currencies', schema: currenciesAllResponseSchema } },
  }),
  getRate: operation({
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
  }),
};

import { z } from 'zod';
import { currencyCodeSchema } from '../http/common.schemas.ts';

export const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  rate: z.number(),
  decimalPlaces: z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(4)]),
  position: z.enum(['before', 'after']),
});

export const currenciesAllResponseSchema = z.object({
  currencies: z.array(currencySchema),
  /** The admin (base) currency's symbol, as the original brief's clients expect (docs/product.md#currency-settings), plus its code. */
  adminCurrency: z.string(),
  adminCurrencyCode: z.string(),
});
export type CurrenciesAllResponse = z.infer<typeof currenciesAllResponseSchema>;

export const currencyCodeParamsSchema = z.object({ code: currencyCodeSchema });

export const currencyRateResponseSchema = z.object({
  currency: currencySchema,
  rate: z.number(),
  baseCurrency: z.string(),
});

import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { plainText } from '../http/common.schemas.ts';
import { currencySchema } from './currency.schemas.ts';

/** Back-office currency settings (docs/product.md#currency-settings). */
// The pattern before the upper-casing, so the OpenAPI document shows it.
const code = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'code must be 3 letters')
  .transform((c) => c.toUpperCase());

export const currencyChoiceSchema = z.object({ code }).loose();

const rate = z.coerce.number({ error: 'rate must be a number' }).gt(0, 'rate must be greater than 0').max(1e12, 'rate is too large');
const decimalPlaces = z.coerce
  .number({ error: 'decimal places must be 0, 2, 3 or 4' })
  .refine((n) => [0, 2, 3, 4].includes(n), { message: 'decimal places must be 0, 2, 3 or 4', params: errorParams('currency.decimalPlaces') })
  .transform((n) => n as 0 | 2 | 3 | 4);

export const customCurrencySchema = z.object({
  code,
  symbol: plainText(5).min(1, 'symbol is required'),
  name: plainText(80).min(1, 'name is required'),
  position: z.enum(['before', 'after'], { error: 'position must be before or after' }).default('before'),
  decimalPlaces: decimalPlaces.default(2),
  rate,
});
export type CustomCurrency = z.infer<typeof customCurrencySchema>;

export const currencyEditSchema = z.object({
  rate: rate.optional(),
  symbol: plainText(5).min(1, 'symbol is required').optional(),
  name: plainText(80).min(1, 'name is required').optional(),
  position: z.enum(['before', 'after'], { error: 'position must be before or after' }).optional(),
  decimalPlaces: decimalPlaces.optional(),
});
export type CurrencyEdit = z.infer<typeof currencyEditSchema>;

export const formatRequestSchema = z.object({
  amount: z.coerce
    .number({ error: 'amount must be a number' })
    .refine(Number.isFinite, { message: 'amount must be a number', params: errorParams('validation.notNumber', {}) })
    .refine((n) => Math.abs(n) < 1e15, { message: 'amount is too large', params: errorParams('validation.tooBig', { maximum: 1e15 }) }),
  code: code.optional(),
});

export const viewerCurrencyResponseSchema = z.object({
  currency: currencySchema,
  /** True when this is the admin (base) currency setting. */
  isBase: z.boolean(),
  adminCurrency: z.string(),
  adminCurrencyCode: z.string(),
});

export const availableCurrenciesResponseSchema = z.object({
  currencies: z.array(currencySchema),
  popular: z.array(currencySchema),
  adminCurrency: z.string(),
  adminCurrencyCode: z.string(),
});

export const formatResponseSchema = z.object({ formatted: z.string(), amount: z.number(), currency: currencySchema });

export const fetchRatesResponseSchema = z.object({
  message: z.string(),
  provider: z.string(),
  fetchedAt: z.string(),
  updated: z.array(z.string()),
  unchanged: z.array(z.string()),
});

/** A currency after a change (choose, create, edit), with the product's message. */
export const currencyResponseSchema = z.object({ currency: currencySchema, message: z.string().optional() });
export const ownerCurrencyParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'id may contain only letters, digits, "-" and "_"'),
});

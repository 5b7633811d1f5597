import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { isoDateSchema, plainText, villaIdSchema } from '../http/common.schemas.ts';

/** `MM-DD` with month 01-12 and day 01-31 (the rule for seasonal multipliers: docs/product.md#pricing-rules). */
const monthDaySchema = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be MM-DD (month 01-12, day 01-31)');
const multiplier = z.number({ error: 'must be a number' }).min(0.1, 'must be between 0.1 and 10').max(10, 'must be between 0.1 and 10');
/** Season prices: empty becomes 0 on save, never negative. */
const price = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.number({ error: 'must be a number' }).min(0, 'must be at least 0').max(10_000_000));

const weekdaysSchema = z
  .array(z.number().int().min(0, 'must be a weekday 0-6 (0 = Sunday)').max(6, 'must be a weekday 0-6 (0 = Sunday)'))
  .min(1, 'choose at least one day')
  .max(7)
  .refine((days) => new Set(days).size === days.length, { message: 'must not repeat a day', params: errorParams('pricing.repeatedDay') });

/** Stay rules of a period: minimum nights for a check-in in it, and its arrival and departure weekdays. */
export const stayRuleSchema = z
  .object({
    name: plainText(120).min(1, 'is required'),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    minimumNights: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(365, 'must be at most 365'),
    checkInDays: weekdaysSchema.default([0, 1, 2, 3, 4, 5, 6]),
    checkOutDays: weekdaysSchema.default([0, 1, 2, 3, 4, 5, 6]),
    isActive: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if (r.startDate > r.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate', params: errorParams('dates.endBeforeStart') });
  });

/** Gap nights: sell the exact free nights between two stays below the minimum stay. */
export const gapFillSchema = z.object({
  enabled: z.boolean().default(false),
  minGapNights: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(30, 'must be at most 30').default(1),
  discountPercentage: z.number({ error: 'must be a number' }).min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100').default(0),
});

export const pricingRulesSchema = z.object({
  seasonalPricing: z
    .array(z.object({ name: plainText(120).min(1, 'is required'), startDate: monthDaySchema, endDate: monthDaySchema, priceModifier: multiplier, isActive: z.boolean().default(true) }))
    .max(50)
    .default([]),
  weekendMultiplier: multiplier.default(1),
  minimumNights: z.number().int().min(1, 'must be at least 1').max(365).default(1),
  lengthOfStayDiscounts: z
    .array(
      z.object({
        minNights: z.number().int().min(2, 'must be at least 2').max(1100),
        discountPercentage: z.number().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100'),
        isActive: z.boolean().default(true),
      }),
    )
    .max(20)
    .default([]),
  specialDatePricing: z
    .array(z.object({ date: isoDateSchema, price: z.number().min(0, 'must be at least 0').max(10_000_000), name: plainText(120).min(1, 'is required'), isActive: z.boolean().default(true) }))
    .max(400)
    .default([]),
  maxDiscount: z.number().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100').default(20),
  stayRules: z.array(stayRuleSchema).max(50).default([]),
  gapFill: gapFillSchema.default({ enabled: false, minGapNights: 1, discountPercentage: 0 }),
});
export type PricingRulesInput = z.infer<typeof pricingRulesSchema>;

export const updatePricingRulesSchema = z.object({ pricingRules: pricingRulesSchema });

export const pricingRulesResponseSchema = z.object({
  villaId: z.string(),
  villaName: z.string(),
  basePrice: z.number(),
  currency: z.string(),
  pricingRules: pricingRulesSchema,
});

const seasonInputSchema = z
  .object({
    seasonId: z.string().max(64).optional(),
    name: plainText(120).optional(),
    seasonType: z.enum(['low', 'high']).optional(),
    type: z.enum(['low', 'high']).optional(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    daily: price.optional(),
    weekly: price.optional(),
    monthly: price.optional(),
    dailyPrice: price.optional(),
    weeklyPrice: price.optional(),
    monthlyPrice: price.optional(),
    active: z.boolean().default(true),
  })
  .superRefine((s, ctx) => {
    if (!s.seasonType && !s.type) ctx.addIssue({ code: 'custom', path: ['seasonType'], message: 'must be low or high', params: errorParams('pricing.seasonTypeRequired') });
    if (s.startDate > s.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate', params: errorParams('dates.endBeforeStart') });
  });

/** The season pricing modal's payload: the villa's whole list of seasons, replaced at once. */
export const saveSeasonsSchema = z.object({
  villaId: villaIdSchema,
  seasons: z.array(seasonInputSchema).max(50),
  fromcalendar: z.boolean().optional(),
});
export type SaveSeasonsRequest = z.infer<typeof saveSeasonsSchema>;

const rateSchema = z.object({ daily: price, weekly: price, monthly: price });
/** The calendar's villa pricing modal: the villa's rates for each global season type. */
export const seasonRatesSchema = z.object({ low: rateSchema.optional(), high: rateSchema.optional(), maxDiscount: z.number().min(0).max(100).optional() });

export const seasonRangeInputSchema = z
  .object({
    id: z.string().max(64).optional(),
    name: plainText(120).min(1, 'is required'),
    type: z.enum(['low', 'high']),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    dailyPrice: price,
    weeklyPrice: price,
    monthlyPrice: price,
    active: z.boolean().default(true),
  })
  .superRefine((s, ctx) => {
    if (s.startDate > s.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate', params: errorParams('dates.endBeforeStart') });
  });
export const saveSeasonRangesSchema = z.object({ seasonRanges: z.array(seasonRangeInputSchema).max(50) });

export const priceCalendarResponseSchema = z.object({
  villaId: z.string(),
  year: z.number(),
  month: z.number(),
  currency: z.string(),
  calendar: z.array(z.object({ day: z.string(), finalPrice: z.number(), isWeekend: z.boolean(), appliedRules: z.array(z.string()) })),
});

const seasonTypeSchema = z.enum(['low', 'high']);
const seasonPricesSchema = z.object({ dailyPrice: z.number(), weeklyPrice: z.number(), monthlyPrice: z.number() });

export const villaSeasonSchema = seasonPricesSchema.extend({
  id: z.string(),
  name: z.string(),
  type: seasonTypeSchema,
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
});

/**
 * `GET /api/admin/villas/:id/pricing`, and the answer of saving seasons or season rates. Our shape,
 * not the original brief's (docs/product.md#differences): the brief describes `{ currency, pricing: { <season key>: { key, name, dailyPrice,
 * weeklyPrice, monthlyPrice, type, _id, startDate, endDate, active }, maxDiscount } }`, a map keyed
 * by season with maxDiscount among the seasons. Here the villa's seasons are a list ordered by
 * start date (`id` instead of `_id`/`key`), the rates for the global low and high season periods
 * (set in the calendar's villa pricing modal) are `seasonRates`, and `maxDiscount` (default 20)
 * and `basePrice` stand beside them.
 */
export const villaPricingResponseSchema = z
  .object({
    villaId: z.string(),
    currency: z.string(),
    basePrice: z.number(),
    seasons: z.array(villaSeasonSchema),
    seasonRates: z.object({ low: seasonPricesSchema.optional(), high: seasonPricesSchema.optional() }),
    maxDiscount: z.number(),
  })
  .meta({
    description:
      "A villa's season pricing. This shape differs from the spec's (a map keyed by season with maxDiscount among the seasons): " +
      'seasons are a list ordered by start date, seasonRates holds the daily, weekly and monthly rates for the global low and high ' +
      'season periods, and maxDiscount (default 20) and basePrice stand beside them.',
  });
export type VillaPricingResponse = z.infer<typeof villaPricingResponseSchema>;

/** The global season periods of the admin calendar (each a villaSeasonSchema), ordered by start date. */
export const seasonRangesResponseSchema = z.object({ seasonRanges: z.array(villaSeasonSchema) });
export const saveSeasonRangesResponseSchema = seasonRangesResponseSchema.extend({ success: z.literal(true), message: z.string() });

/** `PUT /api/admin/villas/:id/pricing-rules` answers the saved rules and a message. */
export const savePricingRulesResponseSchema = pricingRulesResponseSchema.extend({ message: z.string() });

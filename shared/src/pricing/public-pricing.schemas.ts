import { z } from 'zod';

/**
 * What the pricing engine needs to price one villa, as the public villa detail carries it, so a
 * browser can preview a stay instantly with the same engine:
 * `quoteStay(pricing, pricing.seasonRanges, checkIn, checkOut)`. The server's quote stays the
 * authority (and says whether the stay is available).
 */
const rateSchema = z.object({ dailyPrice: z.number(), weeklyPrice: z.number(), monthlyPrice: z.number() });
const seasonTypeSchema = z.enum(['low', 'high']);

export const pricingSeasonSchema = rateSchema.extend({
  id: z.string(),
  name: z.string(),
  type: seasonTypeSchema,
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
});

export const pricingSeasonRangeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: seasonTypeSchema,
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
});

export const pricingRulesDtoSchema = z.object({
  /** Multipliers on the base price by `MM-DD` range (may wrap the year end). */
  seasonalPricing: z.array(z.object({ name: z.string(), startDate: z.string(), endDate: z.string(), priceModifier: z.number(), isActive: z.boolean() })),
  /** Friday and Saturday nights of short stays, on season and base prices. */
  weekendMultiplier: z.number(),
  /** A stay with a weekend night must be at least this long. */
  minimumNights: z.number().int(),
  /** Kept whole, inactive rules included: an empty list means the 10%/20% defaults, an all-inactive one none. */
  lengthOfStayDiscounts: z.array(z.object({ minNights: z.number().int(), discountPercentage: z.number(), isActive: z.boolean() })),
  specialDatePricing: z.array(z.object({ date: z.string(), price: z.number(), name: z.string(), isActive: z.boolean() })),
  maxDiscount: z.number(),
  /** Minimum nights and arrival/departure weekdays (0 = Sunday) by period, dates inclusive. */
  stayRules: z
    .array(
      z.object({
        name: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        minimumNights: z.number().int(),
        checkInDays: z.array(z.number().int()),
        checkOutDays: z.array(z.number().int()),
        isActive: z.boolean(),
      }),
    )
    .default([]),
  /** Gap nights: a stay exactly filling the free nights between two stays is let in below the minimum. */
  gapFill: z.object({ enabled: z.boolean(), minGapNights: z.number().int(), discountPercentage: z.number() }).default({ enabled: false, minGapNights: 1, discountPercentage: 0 }),
});

export const publicVillaPricingSchema = z.object({
  villaId: z.string(),
  basePrice: z.number(),
  currency: z.string(),
  decimalPlaces: z.number().int(),
  seasons: z.array(pricingSeasonSchema),
  /** The villa's rates for each global season type (ranges without a rate do not apply). */
  seasonRates: z.object({ low: rateSchema.optional(), high: rateSchema.optional() }),
  rules: pricingRulesDtoSchema,
  /** Once per stay, never discounted, part of every quote's total. */
  cleaningFee: z.number().default(0),
  /** The global season ranges this villa has rates for, from today on. */
  seasonRanges: z.array(pricingSeasonRangeSchema),
});
export type PublicVillaPricing = z.infer<typeof publicVillaPricingSchema>;

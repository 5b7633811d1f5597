import { CANCELLATION_POLICY_NAMES } from '../payments/payment-plan.schemas.ts';
import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { isoDateSchema, currencyCodeSchema, villaIdSchema } from '../http/common.schemas.ts';
import { daysBetween } from '../dates/dates.ts';
import { RATE_MODES } from './pricing-types.ts';

/** Longest stay the engine prices: 36 months (the long-stay form's maximum) and a little. */
export const MAX_STAY_NIGHTS = 1100;

export const stayDatesSchema = z.object({ checkIn: isoDateSchema, checkOut: isoDateSchema }).superRefine((value, ctx) => {
  const nights = daysBetween(value.checkIn, value.checkOut);
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'checkOut must be after checkIn', params: errorParams('dates.checkOutNotAfterCheckIn') });
  if (nights > MAX_STAY_NIGHTS)
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `a stay can be at most ${MAX_STAY_NIGHTS} nights`, params: errorParams('dates.stayTooLong', { maximum: MAX_STAY_NIGHTS }) });
});

export const quoteRequestSchema = z.intersection(stayDatesSchema, z.object({ guests: z.number().int().min(1).max(30).optional(), currency: currencyCodeSchema.optional() }));
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const nightPriceSchema = z.object({ date: z.string(), price: z.number(), source: z.string() });

export const quoteSchema = z.object({
  villaId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  currency: z.string(),
  pricingType: z.enum(['Daily', 'Weekly', 'Monthly']),
  nightly: z.array(nightPriceSchema),
  subtotal: z.number(),
  discountPercentage: z.number(),
  appliedDiscounts: z.array(z.object({ name: z.string(), discountPercentage: z.number(), amount: z.number() })),
  /** Once per stay, never discounted, already included in totalPrice. */
  cleaningFee: z.number().default(0),
  totalPrice: z.number(),
  averageNightlyRate: z.number(),
  pricePerNight: z.number(),
});

/**
 * Why a priced stay cannot be booked: its nights hold a booking, or a block (the owner's, or an
 * event imported from another channel's calendar), or it breaks a stay rule: the minimum stay
 * (weekend or by date), or its period's check-in or check-out weekdays.
 */
export const QUOTE_UNAVAILABLE_REASONS = ['booked', 'blocked', 'min_stay', 'check_in_day', 'check_out_day'] as const;

export const quoteResponseSchema = quoteSchema.extend({
  /** The same figures converted to the requested display currency, when one was asked for. */
  display: z.object({ currency: z.string(), totalPrice: z.number(), averageNightlyRate: z.number(), cleaningFee: z.number().optional() }).optional(),
  /**
   * How the stay would be paid if booked now (docs/product.md#payments): the plan under the villa's
   * terms, in the villa's currency as exact decimal text, and its cancellation policy.
   */
  payment: z
    .object({
      plan: z.object({
        dueAtBooking: z.string(),
        balanceDueDate: z.string().nullable(),
        instalments: z.array(z.object({ kind: z.enum(['deposit', 'balance', 'full']), amount: z.string(), dueDate: z.string() })),
        damageDeposit: z.string().nullable(),
      }),
      cancellationPolicy: z.enum(CANCELLATION_POLICY_NAMES),
      /** Hours before check-in until which cancelling gives everything back; null when the policy never does. */
      freeCancellationHours: z.number().nullable(),
    })
    .optional(),
  /** Whether a guest could book this stay now (the booking checks again). */
  available: z.boolean(),
  /** When not available: why, and a sentence to show the guest. */
  reason: z.enum(QUOTE_UNAVAILABLE_REASONS).optional(),
  message: z.string().optional(),
  /** For a stay-rule reason: the field at fault and the rule's figures, for a client's own wording. */
  stayRule: z
    .object({
      field: z.enum(['checkIn', 'checkOut']),
      minimumNights: z.number().int().optional(),
      days: z.array(z.number().int()).optional(),
      rule: z.object({ name: z.string(), startDate: z.string(), endDate: z.string() }).optional(),
    })
    .optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const tierSummarySchema = z.object({ from: z.number(), lowSeason: z.number(), highSeason: z.number() });
export const pricingSummarySchema = z.object({
  daily: tierSummarySchema,
  weekly: tierSummarySchema,
  monthly: tierSummarySchema,
  hasSeasonalPricing: z.boolean(),
  /**
   * The `from` figures are the lowest rates bookable from today for this many days
   * (FROM_PRICE_WINDOW_DAYS, 180): the front ends say so next to the price.
   */
  fromWindowDays: z
    .number()
    .int()
    .positive()
    .optional()
    .meta({ description: 'The from figures are the lowest rates bookable in this many days from today on the island (tonight included); seasons further ahead do not count' }),
});

export const calendarPricesParamsSchema = z.object({
  id: villaIdSchema,
  year: z.coerce.number({ error: 'year must be a number' }).int('year must be a whole number').min(2000, 'year must be between 2000 and 2100').max(2100, 'year must be between 2000 and 2100'),
  month: z.coerce.number({ error: 'month must be a number' }).int('month must be a whole number').min(1, 'month must be between 1 and 12').max(12, 'month must be between 1 and 12'),
});

export const calendarPricesQuerySchema = z.object({
  mode: z.enum(RATE_MODES, { error: `mode must be one of ${RATE_MODES.join(', ')}` }).optional(),
});

export const calendarPricesResponseSchema = z.object({
  villaId: z.string(),
  year: z.number(),
  month: z.number(),
  currency: z.string(),
  mode: z.enum(RATE_MODES),
  /**
   * Keyed by villa id, then date, giving the final price of that night in the mode's stay:
   * daily = the daily-tier price; weekly and monthly = the per-night price of a 7- or 30-night
   * stay (the tier's season rate, or the base price less the stay discount).
   */
  prices: z.record(z.string(), z.record(z.string(), z.number())),
});
export type CalendarPricesResponse = z.infer<typeof calendarPricesResponseSchema>;

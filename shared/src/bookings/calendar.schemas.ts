import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { isoDateSchema } from '../http/common.schemas.ts';
import { daysBetween } from '../dates/dates.ts';
import { bookingSchema } from './booking.schemas.ts';
import { blockSchema } from '../blocks/block.schemas.ts';

/** The admin calendar asks for a date range (a month, about) and gets every villa in scope. */
export const calendarQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema }).superRefine((q, ctx) => {
  const days = daysBetween(q.from, q.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from', params: errorParams('dates.toNotAfterFrom') });
  if (days > 62) ctx.addIssue({ code: 'custom', path: ['to'], message: 'the range can be at most 62 days', params: errorParams('dates.rangeTooLong', { maximum: 62 }) });
});

export const calendarVillaSchema = z.object({
  id: z.string(),
  name: z.string(),
  areas: z.array(z.string()),
  isActive: z.boolean(),
  basePrice: z.number(),
  currency: z.string(),
  bookings: z.array(bookingSchema),
  blocks: z.array(blockSchema),
  /** Final nightly (daily-tier) price of each date of the range. */
  prices: z.record(z.string(), z.number()),
});

export const calendarResponseSchema = z.object({ from: z.string(), to: z.string(), villas: z.array(calendarVillaSchema) });

export const calendarMonthParamsSchema = z.object({
  year: z.coerce.number({ error: 'year must be a number' }).int('year must be a whole number').min(2000, 'year must be between 2000 and 2100').max(2100, 'year must be between 2000 and 2100'),
  month: z.coerce.number({ error: 'month must be a number' }).int('month must be a whole number').min(1, 'month must be between 1 and 12').max(12, 'month must be between 1 and 12'),
});

/** `GET /api/admin/calendar-prices/:year/:month`: each villa in scope's final nightly price per date, `{ prices: { <villaId>: { <YYYY-MM-DD>: price } } }`. */
export const calendarMonthPricesResponseSchema = z.object({ prices: z.record(z.string(), z.record(z.string(), z.number())) });

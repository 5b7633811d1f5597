import { z } from 'zod';
import { isoDateSchema } from '../http/common.schemas.ts';
import { daysBetween } from '../dates/dates.ts';
import { bookingSchema } from './booking.schemas.ts';
import { blockSchema } from '../blocks/block.schemas.ts';

/** The admin calendar asks for a date range (a month, about) and gets every villa in scope. */
export const calendarQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
    if (days > 62) ctx.addIssue({ code: 'custom', path: ['to'], message: 'the range can be at most 62 days' });
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

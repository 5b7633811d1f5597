import { z } from 'zod';
import { plainText, uuidSchema, villaIdSchema } from '../http/common.schemas.ts';

/** Calendar sync with Airbnb, Booking.com, VRBO, Google Calendar: one export feed per villa, any number of import feeds. */
export const feedUrlSchema = z
  .string({ error: 'url is required' })
  .trim()
  .max(2000, 'url must be at most 2000 characters')
  .pipe(z.url({ protocol: /^(https?|webcal)$/, error: 'url must be an http(s) or webcal address' }))
  // webcal:// is how calendar apps spell http(s) for feeds.
  .transform((url) => url.replace(/^webcal:/i, 'https:'));

export const addFeedSchema = z.object({
  url: feedUrlSchema,
  name: plainText(100).optional(),
});
export type AddFeedRequest = z.infer<typeof addFeedSchema>;

export const feedConflictSchema = z.object({
  uid: z.string(),
  summary: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  bookingReference: z.string(),
});
export type FeedConflict = z.infer<typeof feedConflictSchema>;

export const feedSchema = z.object({
  id: z.string(),
  villaId: z.string(),
  name: z.string(),
  url: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastStatus: z.enum(['never', 'ok', 'not_modified', 'error']),
  lastError: z.string().nullable(),
  /** The last read that succeeded (200 or 304). */
  lastSuccessAt: z.string().nullable(),
  /** No good read for more than two poll intervals: the villa's dates may be out of date. */
  stale: z.boolean(),
  eventCount: z.number().int(),
  blockedRanges: z.number().int(),
  conflicts: z.array(feedConflictSchema),
  nextPollAt: z.string(),
  createdAt: z.string(),
});
export type FeedDto = z.infer<typeof feedSchema>;

export const villaCalendarSyncSchema = z.object({
  villaId: z.string(),
  exportUrl: z.string(),
  feeds: z.array(feedSchema),
});

export const villaParamsSchema = z.object({ id: villaIdSchema });
export const feedParamsSchema = z.object({ id: villaIdSchema, feedId: uuidSchema });

/** `GET /api/ical/:villaId/:file`: the export feed's secret file name, `<token>.ics`. */
export const exportFeedParamsSchema = z.object({
  villaId: villaIdSchema,
  file: z.string().regex(/^[A-Za-z0-9_-]{16,100}\.ics$/, 'file must be <token>.ics'),
});

export const feedResponseSchema = z.object({ data: feedSchema });

import { z } from 'zod';

/**
 * `GET /api/health`: what an operator or a load balancer needs to know, and nothing secret (no
 * addresses, no error texts). 200 while the database answers (`degraded` when another part is
 * down), 503 when it does not.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean() }),
  cms: z.object({
    ok: z.boolean(),
    /** Why not, in a few words: `not reachable`, `answered 503`, `no service token`. */
    problem: z.string().optional(),
  }),
  mail: z.object({
    /** Sending works: an SMTP server is configured and no message is waiting for a retry. */
    ok: z.boolean(),
    configured: z.boolean(),
    /** Counts of the outbox (null while the database does not answer). */
    pending: z.number().int().nullable(),
    retrying: z.number().int().nullable(),
    failed: z.number().int().nullable(),
  }),
  ical: z.object({
    /** The newest fetch of any imported calendar feed. */
    lastPollAt: z.iso.datetime({ offset: true }).nullable(),
    feeds: z.number().int().nullable(),
    failing: z.number().int().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

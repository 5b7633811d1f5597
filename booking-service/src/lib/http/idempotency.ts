import { z } from 'zod';
import { idempotencyHeadersSchema } from '@islandstay/shared/bookings/booking.schemas';

/** The request header of a route declared `idempotent` (lower case, as Node names headers). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The answer header that tells a client its request was a replay of the first answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** The headers of an idempotent route: its own declared ones, if any, and the optional key. */
export function withIdempotencyHeader(declared?: z.ZodType): z.ZodType {
  if (!declared) return idempotencyHeadersSchema;
  if (!(declared instanceof z.ZodObject)) throw new Error('An idempotent route declares its other headers as a z.object');
  return declared.extend(idempotencyHeadersSchema.shape);
}

/** The key from a route's parsed headers (see withIdempotencyHeader). */
export function idempotencyKeyOf(headers: unknown): string | undefined {
  const key = (headers as Record<string, unknown> | undefined)?.[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' ? key : undefined;
}

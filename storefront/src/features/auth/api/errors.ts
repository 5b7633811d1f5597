import { ApiError } from '../../../lib/api-client.ts';

/** Seconds the server asks us to wait (a 429's `retryAfterSeconds`), if this is such an answer. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retryAfterSeconds?: unknown } | null;
  const seconds = typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 30;
  return Math.max(1, Math.ceil(seconds));
}

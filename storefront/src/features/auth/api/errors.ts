import { ApiError } from '../../../lib/api-client.ts';

/** Seconds the server asks us to wait (a 429's `retryAfterSeconds`), if this is such an answer. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retryAfterSeconds?: unknown } | null;
  const seconds = typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 30;
  return Math.max(1, Math.ceil(seconds));
}

export type OtpFailure = 'invalid' | 'expired' | 'locked';

/**
 * What went wrong with a code, from the server's sentence (the service sends one of three fixed
 * texts): a wrong code, an expired one, or a challenge killed by too many wrong tries.
 */
export function otpFailureOf(error: unknown): OtpFailure | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const text = error.message.toLowerCase();
  if (text.includes('expired')) return 'expired';
  if (text.includes('too many')) return 'locked';
  return 'invalid';
}

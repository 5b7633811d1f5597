import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** The form's own rule for an empty phone (docs/product.md#sign-in), before the shared schema's; shown by its code. */
export const PHONE_REQUIRED_MESSAGE = 'Please enter your phone number';

export type OtpFailure = 'invalid' | 'expired' | 'locked';

/** What went wrong with a code, by the answer's code: a wrong code, an expired one, or a challenge killed by too many wrong tries. */
export function otpFailure(error: unknown): OtpFailure | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'auth.otpInvalid':
      return 'invalid';
    case 'auth.otpExpired':
      return 'expired';
    case 'auth.otpTooManyTries':
      return 'locked';
    default:
      return null;
  }
}

/** "Please wait 25 s" or, for a long wait (a network's hourly limit), "Please wait 59 min": a countdown, never an error dump. */
export function waitMessage(t: TFunction, seconds: number): string {
  return seconds >= 120 ? t('auth.rateLimitedMinutes', { count: Math.ceil(seconds / 60) }) : t('auth.rateLimited', { count: seconds });
}

import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalFor } from '@islandstay/web-common/errors/messages';

export interface LoginProblem {
  kind: 'invalid' | 'notApproved' | 'rateLimited' | 'unavailable' | 'network' | 'other';
  message: string;
  /** Rate limit: seconds until another try is allowed. */
  retryAfterSeconds?: number;
}

function retryAfter(body: unknown): number | undefined {
  const value = typeof body === 'object' && body !== null ? (body as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : undefined;
}

/**
 * Each answer of POST /api/auth/staff/login as its own message: a wrong password (401), an owner
 * still pending or unapproved (403, in the server's words), too many attempts (429, with a
 * countdown from retryAfterSeconds), the sign-in service down (503), no answer at all; any other
 * refusal worded by its code, anything else (a 500) as the generic sentence.
 */
export function loginProblem(error: unknown, t: TFunction): LoginProblem {
  if (!(error instanceof ApiError)) return { kind: 'other', message: t('login.errors.failed') };
  switch (error.status) {
    case 0:
      return { kind: 'network', message: t('login.errors.network') };
    case 400:
    case 401:
      return { kind: 'invalid', message: t('login.errors.invalid') };
    case 403:
      return { kind: 'notApproved', message: refusalFor(error, t, { scope: 'staff' }) ?? t('login.errors.failed') };
    case 429: {
      const seconds = retryAfter(error.body) ?? 60;
      return { kind: 'rateLimited', message: t('login.errors.rateLimited'), retryAfterSeconds: seconds };
    }
    case 502:
    case 503:
    case 504:
      return { kind: 'unavailable', message: t('login.errors.unavailable') };
    default:
      return { kind: 'other', message: refusalFor(error, t, { scope: 'staff' }) ?? t('login.errors.failed') };
  }
}

import type { TFunction } from 'i18next';
import { fieldMessageFor, refusalFor, type CodedLike } from '@islandstay/web-common/errors/messages';
import { ApiError } from '../../../lib/api-client.ts';

/** The profile form's own wording (web-common/src/errors: `validation.required_customerProfile`...). */
const SCOPE = 'customerProfile';

/**
 * A field's error, by its code (web-common/src/errors). An empty field reads "required" whatever
 * rule refused it (an empty email fails the email's format), so the field's value decides that.
 */
export function fieldMessage(t: TFunction, field: string, error: CodedLike | undefined, value: string): string | undefined {
  if (!error) return undefined;
  if (value.trim() === '') return fieldMessageFor({ type: 'validation.required', message: error.message }, t, { scope: SCOPE, field });
  return fieldMessageFor(error, t, { scope: SCOPE, field });
}

/** The retry wait of a 429, if that is what the error is. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retryAfterSeconds?: unknown } | null;
  return typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 60;
}

/** docs/product.md#customer-profile: the server's reason when it gives one (in the visitor's language, by its code), else the page's default. */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.isNetwork) return t('profile.errors.network');
  const wait = retryAfterSeconds(error);
  if (wait !== null) return t('profile.phone.wait', { count: wait });
  return refusalFor(error, t) ?? t(fallbackKey);
}

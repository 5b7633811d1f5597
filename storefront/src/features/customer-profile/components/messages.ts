import type { TFunction } from 'i18next';
import { COUNTRY_CODE_MESSAGE } from '@islandstay/shared/customers/country-codes';
import { PROFILE_MESSAGE } from '@islandstay/shared/customers/customer.schemas';
import { PHONE_MESSAGE } from '@islandstay/shared/customers/phone';
import { ApiError } from '../../../lib/api-client.ts';

/** The server's and the shared schemas' sentences this page knows, shown in the visitor's language. */
const KNOWN: Record<string, string> = {
  [PHONE_MESSAGE]: 'profile.phone.invalid',
  [COUNTRY_CODE_MESSAGE]: 'profile.phone.countryInvalid',
  'Please choose a valid country code': 'profile.phone.countryInvalid',
  'Please enter the 6-digit code': 'profile.phone.codeRequired',
  'Invalid OTP': 'profile.phone.invalidCode',
  'This code has expired. Please request a new one.': 'profile.phone.expiredCode',
  'Too many wrong attempts. Please request a new code.': 'profile.phone.tooManyTries',
  'This phone number belongs to another account': 'profile.phone.taken',
  'must be a JPEG, PNG or WebP image': 'profile.avatar.wrongType',
  'must be at most 2 MB': 'profile.avatar.tooLarge',
};

export function translateMessage(t: TFunction, message: string): string {
  const key = KNOWN[message];
  return key ? t(key) : message;
}

/**
 * A field's message: the shared profile rule says 'All fields are required' for an empty or an
 * invalid field alike, so the field's value decides which sentence the visitor reads.
 */
export function fieldMessage(t: TFunction, field: string, message: string | undefined, value: string): string | undefined {
  if (!message) return undefined;
  if (message === PROFILE_MESSAGE) return value.trim() === '' ? t('profile.errors.required') : field === 'email' ? t('profile.errors.email') : t('profile.errors.invalid');
  return translateMessage(t, message);
}

/** The retry wait of a 429, if that is what the error is. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retryAfterSeconds?: unknown } | null;
  return typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 60;
}

/** Spec 8: the server's reason when it gives one, else the page's default. */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.isNetwork) return t('profile.errors.network');
    const wait = retryAfterSeconds(error);
    if (wait !== null) return t('profile.phone.wait', { count: wait });
    if (error.status < 500 && error.message) return translateMessage(t, error.message);
  }
  return t(fallbackKey);
}

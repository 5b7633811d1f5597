import type { TFunction } from 'i18next';
import { COUNTRY_CODE_MESSAGE } from '@islandstay/shared/customers/country-codes';
import { NEW_CUSTOMER_MESSAGE } from '@islandstay/shared/customers/customer.schemas';
import { PHONE_MESSAGE } from '@islandstay/shared/customers/phone';

/** The form's own rule for an empty phone (spec 5), before the shared schema's. */
export const PHONE_REQUIRED_MESSAGE = 'Please enter your phone number';

/**
 * The shared schemas speak English (the server's rules and the form's are one schema); their
 * known sentences are shown in the visitor's language, anything else as it came.
 */
export function translateAuthMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known: Record<string, string> = {
    [PHONE_MESSAGE]: 'auth.phone.invalid',
    [PHONE_REQUIRED_MESSAGE]: 'auth.phone.required',
    [COUNTRY_CODE_MESSAGE]: 'auth.phone.countryInvalid',
    'Please choose a valid country code': 'auth.phone.countryInvalid',
    [NEW_CUSTOMER_MESSAGE]: 'auth.info.required',
  };
  const key = known[message];
  return key ? t(key) : message;
}

/** "Please wait 25 s" or, for a long wait (a network's hourly limit), "Please wait 59 min": a countdown, never an error dump. */
export function waitMessage(t: TFunction, seconds: number): string {
  return seconds >= 120 ? t('auth.rateLimitedMinutes', { count: Math.ceil(seconds / 60) }) : t('auth.rateLimited', { count: seconds });
}

import type { TFunction } from 'i18next';
import { MESSAGES, PASSWORD_MIN } from '@islandstay/shared/staff/staff.schemas';

/**
 * The shared/ schemas and the server speak English. The sentences the back office's forms can
 * meet are shown in the user's language; any other server sentence is shown as the server wrote
 * it (spec 8: where the server supplies an error, it is shown in preference to a default text).
 */
const KNOWN: Record<string, string> = {
  [MESSAGES.invalidLogin]: 'serverMessages.invalidLogin',
  [MESSAGES.loginRequired]: 'serverMessages.loginRequired',
  [MESSAGES.awaitingApproval]: 'serverMessages.awaitingApproval',
  [MESSAGES.notApproved]: 'serverMessages.notApproved',
  [MESSAGES.registrationMismatch]: 'serverMessages.registrationMismatch',
  [MESSAGES.passwordTooShort]: 'serverMessages.passwordTooShort',
  [MESSAGES.registered]: 'serverMessages.registered',
  [MESSAGES.loginOk]: 'serverMessages.loginOk',
  'first name is required': 'serverMessages.firstNameRequired',
  'last name is required': 'serverMessages.lastNameRequired',
  'address is required': 'serverMessages.addressRequired',
  'email must be a valid email address': 'serverMessages.emailInvalid',
  'phone must be digits only, at most 10': 'serverMessages.phoneInvalid',
};

export function translateServerMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KNOWN[message];
  return key ? t(key, { min: PASSWORD_MIN }) : message;
}

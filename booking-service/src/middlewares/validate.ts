import type { z } from 'zod';
import { FIRST_ISSUE } from '@islandstay/shared/contract/operation';
import { CONTACT_REQUIRED_MESSAGE } from '@islandstay/shared/contacts/contact.schemas';
import { NEW_CUSTOMER_MESSAGE, PROFILE_MESSAGE } from '@islandstay/shared/customers/customer.schemas';
import type { ErrorCode } from '@islandstay/shared/http/error-codes';
import { issueDetail } from '@islandstay/shared/http/zod-issues';
import { AppError, type ErrorDetail } from '../lib/app-error.ts';

function detailsOf(where: string, error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => issueDetail(issue, where));
}

/**
 * `bodyError: FIRST_ISSUE`: forms whose messages are whole sentences ('Passwords do not match!',
 * 'Username is required') show the first one as the error (declared with the contract).
 */
export { FIRST_ISSUE };

/**
 * The codes of the routes' one-sentence `bodyError`s (the routes name the sentence; its code is
 * what the apps translate). Any other sentence is `validation.invalidRequest`.
 */
const BODY_ERROR_CODES: Record<string, ErrorCode> = {
  [NEW_CUSTOMER_MESSAGE]: 'customer.infoRequired',
  [PROFILE_MESSAGE]: 'customer.profileInvalid',
  [CONTACT_REQUIRED_MESSAGE]: 'contact.required',
  'Please check the guest details': 'tm30.checkGuests',
};

/**
 * A product sentence ('Passwords do not match!') or one that starts with its field's name
 * ('rate must be greater than 0') stands alone; any other message gets the field's path first.
 */
function sentenceNamingField(detail: ErrorDetail): string {
  const field = (
    detail.path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? ''
  ).toLowerCase();
  const squashed = detail.message.toLowerCase().replace(/[\s_]/g, '');
  if (/^[A-Z]/.test(detail.message) || (field && squashed.startsWith(field))) return detail.message;
  return `${detail.path}: ${detail.message}`;
}

/**
 * Parses one part of a request with its zod schema; a failure is a 400 whose `error`
 * names the fields and whose `details` lists each problem, each with its code and params.
 */
export function parseInput<T>(where: 'params' | 'query' | 'body' | 'headers', schema: z.ZodType<T>, value: unknown, message?: string): T {
  // reportInput: a missing value reads as `validation.required`; the input is not copied out.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return parsed.data;
  const details = detailsOf(where, parsed.error);
  // Forms whose product message is one sentence ('Please fill in all required fields') get it
  // as the error; the details still name each field.
  if (message === FIRST_ISSUE) {
    const first = details[0];
    if (first) throw new AppError('VALIDATION', first.code, sentenceNamingField(first), { params: first.params, details });
    throw new AppError('VALIDATION', 'validation.invalidRequest', `Invalid ${where}`, { params: { where }, details });
  }
  if (message) throw new AppError('VALIDATION', BODY_ERROR_CODES[message] ?? 'validation.invalidRequest', message, { ...(BODY_ERROR_CODES[message] ? {} : { params: { where } }), details });
  const sentence = details.map((d) => (d.message.startsWith(d.path) ? d.message : `${d.path}: ${d.message}`)).join('; ');
  throw new AppError('VALIDATION', 'validation.invalidRequest', `Invalid ${where}: ${sentence}`, { params: { where }, details });
}

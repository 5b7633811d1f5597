import type { z } from 'zod';
import { AppError, type ErrorDetail } from '../lib/app-error.ts';

function detailsOf(where: string, error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join('.') : where,
    message: issue.message,
  }));
}

/**
 * `bodyError: FIRST_ISSUE`: forms whose messages are whole sentences ('Passwords do not match!',
 * 'Username is required') show the first one as the error.
 */
export const FIRST_ISSUE = '<first issue>';

/**
 * A product sentence ('Passwords do not match!') or one that starts with its field's name
 * ('rate must be greater than 0') stands alone; any other message gets the field's path first.
 */
function sentenceNamingField(detail: ErrorDetail): string {
  const field = (detail.path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? '').toLowerCase();
  const squashed = detail.message.toLowerCase().replace(/[\s_]/g, '');
  if (/^[A-Z]/.test(detail.message) || (field && squashed.startsWith(field))) return detail.message;
  return `${detail.path}: ${detail.message}`;
}

/**
 * Parses one part of a request with its zod schema; a failure is a 400 whose `error`
 * names the fields and whose `details` lists each problem.
 */
export function parseInput<T>(where: 'params' | 'query' | 'body' | 'headers', schema: z.ZodType<T>, value: unknown, message?: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = detailsOf(where, parsed.error);
  // Forms whose product message is one sentence ('Please fill in all required fields') get it
  // as the error; the details still name each field.
  if (message === FIRST_ISSUE) throw new AppError('VALIDATION', details[0] ? sentenceNamingField(details[0]) : `Invalid ${where}`, details);
  if (message) throw new AppError('VALIDATION', message, details);
  const sentence = details
    .map((d) => (d.message.startsWith(d.path) ? d.message : `${d.path}: ${d.message}`))
    .join('; ');
  throw new AppError('VALIDATION', `Invalid ${where}: ${sentence}`, details);
}

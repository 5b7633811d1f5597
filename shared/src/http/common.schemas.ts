import { z } from 'zod';
import { isIsoDate } from '../dates/dates.ts';
import { ERROR_CODES, errorParams } from './error-codes.ts';

const errorCodeSchema = z.enum(ERROR_CODES).meta({ id: 'ErrorCode', description: 'A stable code from the catalogue (shared/src/http/error-codes.ts); translate by it, not by the English text' });
const errorParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]))
  .meta({ id: 'ErrorParams', description: 'The values the message names (numbers, names), per code' });

export const errorDetailSchema = z.object({ path: z.string(), message: z.string(), code: errorCodeSchema, params: errorParamsSchema.optional() }).meta({ id: 'ErrorDetail' });

/** Every error answer: the English `error` for API users, its `code` and `params`, and per field `details`. */
export const errorResponseSchema = z
  .object({
    error: z.string(),
    code: errorCodeSchema,
    params: errorParamsSchema.optional(),
    details: z.array(errorDetailSchema).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A 429: the error and how long until the limit lets the caller through (also in `Retry-After`). */
export const rateLimitedResponseSchema = errorResponseSchema.extend({ retryAfterSeconds: z.number().int().positive() });

/** The answer of a delete or an action with nothing else to say: `{ success: true, message? }`. */
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** A file sent as it is (an image, a calendar): documented as binary in the OpenAPI document. */
export const binaryFileSchema = z.string().meta({ format: 'binary' });

/** A calendar date, `YYYY-MM-DD` (documented as `format: date`); the day must exist (no 2026-02-29). */
export const isoDateSchema = z.iso
  .date({ error: 'must be a date in the format YYYY-MM-DD' })
  .refine(isIsoDate, { message: 'must be a date in the format YYYY-MM-DD', params: errorParams('validation.invalidFormat', { format: 'date' }) });

/** CMS documentId: a string; no format check beyond length and charset. */
export const villaIdSchema = z
  .string()
  .min(1, 'is required')
  .max(64, 'is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"');

export const uuidSchema = z.uuid({ message: 'must be a valid id' });

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code')
  .transform((code) => code.toUpperCase());

/** Text a person typed: no control characters (PostgreSQL refuses NUL; the rest is never wanted). */
export function plainText(max: number) {
  return (
    z
      .string()
      .trim()
      .max(max, `must be at most ${max} characters`)
      // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters')
  );
}

/** Like plainText, but line breaks and tabs are allowed (notes, messages). */
export function multilineText(max: number) {
  return (
    z
      .string()
      .trim()
      .max(max, `must be at most ${max} characters`)
      // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
      .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'must not contain control characters')
  );
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A number from a query string: empty means absent, anything non-numeric is refused. */
export function queryNumber(bounds: { min: number; max?: number; int?: boolean; label: string }) {
  const { min, max, label } = bounds;
  const range = max === undefined ? `${label} must be at least ${min}` : `${label} must be between ${min} and ${max}`;
  let schema = z.coerce.number({ error: `${label} must be a number` });
  if (bounds.int) schema = schema.int(`${label} must be a whole number`);
  schema = schema.min(min, range);
  if (max !== undefined) schema = schema.max(max, range);
  return z.preprocess(emptyToUndefined, schema.optional());
}

/** A comma-joined list in a query string (`a,b`), also accepted as a repeated parameter. */
export function queryList<T extends z.ZodType<string>>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
    return parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
  }, z.array(item).max(50, 'has too many entries').optional());
}

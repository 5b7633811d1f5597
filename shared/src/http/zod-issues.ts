/**
 * A zod issue as a coded detail (`{ path, message, code, params }`): the server's validation
 * answers and the front ends' form errors come out of the same shared schemas, so both are coded
 * here, from what the issue says, never from its English message.
 *
 * Parse with `{ reportInput: true }` so a missing value (`undefined`) reads as `validation.required`;
 * the input itself is never copied into the detail.
 */
import type { z } from 'zod';
import { isErrorCode, type CodedDetail, type ErrorCode, type ErrorParamsRecord, type ErrorParamValue } from './error-codes.ts';

type Issue = z.core.$ZodIssue & { input?: unknown };

function numberOf(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : (value as number);
}

function paramValue(value: unknown): ErrorParamValue | undefined {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as ErrorParamValue;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value as (string | number)[];
  return undefined;
}

/** A custom issue's params (from the refinement's `params` option): its code and the rest as params. */
function customCode(issue: Issue): { code: ErrorCode; params?: ErrorParamsRecord } {
  const raw = (issue as { params?: Record<string, unknown> }).params ?? {};
  const { code, ...rest } = raw;
  const params: Record<string, ErrorParamValue> = {};
  for (const [key, value] of Object.entries(rest)) {
    const v = paramValue(value);
    if (v !== undefined) params[key] = v;
  }
  const hasParams = Object.keys(params).length > 0;
  return { code: isErrorCode(code) ? code : 'validation.invalid', ...(hasParams ? { params } : {}) };
}

/** The code and params of one zod issue. */
export function codeOfIssue(issue: Issue): { code: ErrorCode; params?: ErrorParamsRecord } {
  switch (issue.code) {
    case 'invalid_type': {
      if ('input' in issue && issue.input === undefined) return { code: 'validation.required' };
      if (issue.expected === 'int') return { code: 'validation.notInteger' };
      if (issue.expected === 'number') return { code: 'validation.notNumber' };
      return { code: 'validation.invalidType', params: { expected: issue.expected } };
    }
    case 'too_small': {
      const minimum = numberOf(issue.minimum);
      // An empty text or list where one is needed: "is required", not "must be at least 1".
      if ((issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') && minimum === 1 && issue.inclusive !== false) {
        return { code: 'validation.required', params: { origin: issue.origin } };
      }
      return { code: 'validation.tooSmall', params: { minimum, origin: issue.origin, ...(issue.inclusive === false ? { inclusive: false } : {}) } };
    }
    case 'too_big':
      return { code: 'validation.tooBig', params: { maximum: numberOf(issue.maximum), origin: issue.origin, ...(issue.inclusive === false ? { inclusive: false } : {}) } };
    case 'invalid_format':
      return { code: 'validation.invalidFormat', params: { format: issue.format } };
    case 'invalid_value':
      return { code: 'validation.invalidValue', params: { values: issue.values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number') } };
    case 'not_multiple_of':
      return { code: 'validation.notMultipleOf', params: { divisor: numberOf(issue.divisor) } };
    case 'unrecognized_keys':
      return { code: 'validation.unrecognizedKeys', params: { keys: issue.keys } };
    case 'custom':
      return customCode(issue);
    default:
      return { code: 'validation.invalid' };
  }
}

/** A union branch that only says "not the empty text": the `''` of an optional text's `'' | email`. */
function isEmptyLiteralBranch(branch: readonly z.core.$ZodIssue[]): boolean {
  return branch.length > 0 && branch.every((issue) => issue.code === 'invalid_value' && issue.values.length === 1 && issue.values[0] === '');
}

/**
 * The issue a union's failure is really about: the closest branch (fewest issues) among those not
 * about the `''` literal (a form's `email: '' | email` reads as the email's problem), its first
 * issue, with the union's path in front. Undefined when no branch says anything.
 */
function unionBranchIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const branches = issue.errors.filter((branch) => branch.length > 0 && !isEmptyLiteralBranch(branch));
  if (branches.length === 0) return undefined;
  const closest = branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
  const first = closest[0]!;
  return { ...first, path: [...issue.path, ...first.path] } as z.core.$ZodIssue;
}

/** One zod issue as a coded detail; `where` names an issue of the whole value (an empty path). */
export function issueDetail(issue: z.core.$ZodIssue, where = ''): CodedDetail {
  const branch = unionBranchIssue(issue);
  // The branch's own sentence too: "email must be a valid email address", not zod's "Invalid input".
  if (branch) return issueDetail(branch, where);
  const { code, params } = codeOfIssue(issue);
  return { path: issue.path.length > 0 ? issue.path.map(String).join('.') : where, message: issue.message, code, ...(params ? { params } : {}) };
}

/**
 * Errors in the user's language, by code (shared/src/http/error-codes.ts), never by the server's
 * English sentence: rewording a server message changes no translation. The texts are the
 * `errors` i18next namespace (errors.en.json, errors.th.json); the server's English is shown only
 * for a code this app does not know.
 *
 * A text can be refined for a form and a field: the keys tried, first found wins, are
 * `code_scope_field`, `code_scope_format`, `code_scope`, `code_field`, `code_format`, `code`
 * (`scope` a form's name such as `calendar`, `field` the last name of the detail's path, `format`
 * the zod format of an `invalidFormat`). So `validation.required_calendar_name` is "Customer name
 * is required" in the calendar's booking form while `validation.required` stays generic.
 */
import { ApiError } from '@islandstay/shared/http/api-client';
import type { ErrorParamsRecord } from '@islandstay/shared/http/error-codes';

export const ERRORS_NAMESPACE = 'errors';

/** The part of i18next's `t` used here (any app's `t` from useTranslation fits). */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** A coded error or field problem: an ApiError, an error body, a detail, or a react-hook-form error (`type` holds the code). */
export interface CodedLike {
  code?: string;
  /** react-hook-form's FieldError keeps the code here (the apps' sharedSchemaResolver). */
  type?: string;
  params?: ErrorParamsRecord | Record<string, unknown>;
  message?: string;
  /** An error body's English sentence. */
  error?: string;
  path?: string;
  details?: readonly { path: string; code?: string; params?: unknown; message?: string }[];
}

export interface MessageOptions {
  /** The form, for its own wording (`villa`, `pricing`, `currency`, `calendar`, `staff`, `auth`, `newCustomer`). */
  scope?: string;
  /** The field, when the error does not carry its path. */
  field?: string;
  /** More values for the text (a field's label as `field` in the villa form). */
  values?: Record<string, unknown>;
}

function lastName(path: string | undefined): string | undefined {
  if (!path) return undefined;
  return path
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .pop();
}

function keysFor(code: string, scope: string | undefined, field: string | undefined, format: string | undefined): string[] {
  const keys: string[] = [];
  const tokens = [field, format].filter((t): t is string => Boolean(t));
  if (scope) {
    for (const token of tokens) keys.push(`${code}_${scope}_${token}`);
    keys.push(`${code}_${scope}`);
  }
  for (const token of tokens) keys.push(`${code}_${token}`);
  keys.push(code);
  return keys;
}

function translate(t: Translate, code: string, params: Record<string, unknown> | undefined, english: string, options: MessageOptions, path?: string): string {
  const field = options.field ?? lastName(path);
  const format = typeof params?.format === 'string' ? params.format : undefined;
  const values: Record<string, unknown> = { ...params, ...options.values };
  return t(keysFor(code, options.scope, field, format), { ...values, ns: ERRORS_NAMESPACE, defaultValue: english });
}

/**
 * An error answer (ApiError or its body) in the user's language: by its code, with its params; the
 * server's English only when the code is unknown. A validation answer about one field is worded
 * as that field's problem (its first detail's path refines the text).
 */
export function messageFor(error: CodedLike, t: Translate, options: MessageOptions = {}): string {
  const english = error.message ?? error.error ?? '';
  const code = error.code ?? error.type;
  if (!code) return english;
  const first = error.details?.[0];
  const path = first && first.code === code ? first.path : error.path;
  return translate(t, code, error.params as Record<string, unknown> | undefined, english, options, path);
}

export interface RefusalOptions extends MessageOptions {
  /**
   * Word a 5xx too, for a call whose failure the server explains: the SMS gateway did not take
   * the code (`auth.otpSendFailed`), the rates provider did not answer (`currency.ratesNotUpdated`).
   */
  serverFailures?: boolean;
}

/**
 * Why the server refused, in the user's language, when it said why: an answered 4xx (and a 5xx
 * with `serverFailures`). Undefined for anything else (no connection, a 5xx, not an API error),
 * where a screen shows its own "could not ..., try again" text rather than a server's internals:
 * `refusalFor(error, t) ?? t('screen.failed')`.
 */
export function refusalFor(error: unknown, t: Translate, options: RefusalOptions = {}): string | undefined {
  if (!(error instanceof ApiError) || error.isNetwork) return undefined;
  if (error.status >= 500 && !options.serverFailures) return undefined;
  return messageFor(error, t, options) || undefined;
}

/** One field's problem (a detail of an answer, or a react-hook-form error); undefined when there is none. */
export function fieldMessageFor(detail: CodedLike | undefined | null, t: Translate, options: MessageOptions = {}): string | undefined {
  if (!detail) return undefined;
  const code = detail.code ?? detail.type;
  const english = detail.message ?? detail.error;
  if (!code) return english;
  return translate(t, code, detail.params as Record<string, unknown> | undefined, english ?? '', options, detail.path);
}

/**
 * A server's field problem (a detail of an ApiError) as react-hook-form's `setError` argument: the
 * code in `type` and its params kept, so the field shows it with fieldMessageFor like a form's own error.
 */
export function asFieldError(detail: { code?: string; message?: string; params?: unknown }): { type?: string; message?: string } {
  return { ...(detail.code ? { type: detail.code } : {}), message: detail.message, ...(detail.params ? { params: detail.params } : {}) };
}

/**
 * The front ends' one fetch wrapper (the storefront and the back office import it through their
 * `lib/api-client.ts`). Only fetch, zod's types and standard globals: no DOM library, no React,
 * so it is tested here in Node against a real HTTP server.
 */
import type { z } from 'zod';
import type { ErrorResponse } from './common.schemas.ts';
import { isErrorCode, type ErrorCode, type ErrorParamsRecord } from './error-codes.ts';

/** Every state-changing request carries this header; the server answers 403 without it (CSRF). */
export const CSRF_HEADER = { 'X-Requested-With': 'islandstay' } as const;

export interface FieldError {
  path: string;
  /** The server's English text (shown only when the code is unknown to the app). */
  message: string;
  /** The stable code to translate by (shared/src/http/error-codes.ts). */
  code?: ErrorCode | string;
  params?: ErrorParamsRecord;
}

/**
 * A failed API call: the server's `{ error, code, params, details }`, or a network or parse
 * failure (no code). Translate by `code` (web-common/src/errors messageFor), not by `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly details: FieldError[];
  /** The catalogue code of the answer; undefined for a network failure or a body that has none. */
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParamsRecord | undefined;
  /** The whole error body, for answers that say more than `{ error, details }` (a 409's `conflictingBooking`, a 429's `retryAfterSeconds`). */
  readonly body: unknown;

  constructor(status: number, message: string, details: FieldError[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.body = body;
    const coded = typeof body === 'object' && body !== null ? (body as { code?: unknown; params?: unknown }) : {};
    this.code = isErrorCode(coded.code) ? coded.code : undefined;
    this.params = typeof coded.params === 'object' && coded.params !== null ? (coded.params as ErrorParamsRecord) : undefined;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** No answer from the server at all (offline, refused, aborted). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called when any request answers 401 (the session expired or was revoked). The providers use it
 * to refresh the shared session key, so every page learns the visitor is signed out.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The `{ error, code, details }` shape (shared errorResponseSchema), checked without zod: errors must not wait for a chunk. `code` is not required here, so an older server's answer still reads. */
function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null || typeof (body as ErrorResponse).error !== 'string') return false;
  const { details } = body as ErrorResponse;
  return details === undefined || (Array.isArray(details) && details.every((d) => typeof d?.path === 'string' && typeof d?.message === 'string'));
}

async function readError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (a proxy error page): fall through to the status text
  }
  if (isErrorResponse(body)) return new ApiError(response.status, body.error, body.details ?? [], body);
  return new ApiError(response.status, response.statusText || `Request failed (${response.status})`, [], body);
}

/**
 * The response schema, or a loader of it. Code on a landing page's first render passes a loader
 * (`() => import('@islandstay/shared/...').then((m) => m.someSchema)`), so zod arrives with the
 * data instead of delaying the first paint (the storefront's 150 KB initial-JS budget); elsewhere
 * pass the schema.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

async function resolveSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? (source as () => Promise<S>)() : source;
}

/**
 * The one fetch wrapper: same-origin cookies, the CSRF header on every state-changing request,
 * `{ error, details }` turned into an ApiError, and the answer parsed with the shared/ schema so
 * a contract drift shows up as a clear error, not as `undefined` deep inside a component.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schemaSource: SchemaSource<S>, options: RequestOptions = {}): Promise<z.output<S>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (method !== 'GET') Object.assign(headers, CSRF_HEADER);
  // A FormData body (a multipart upload) sets its own Content-Type with the boundary.
  const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';

  // The request is asked for before the schema's chunks, which are asked for only after every
  // request started in the same turn (a page's first reads): while a page loads, all of them wait
  // for the browser's few connections to the server, and the answers are the longer wait.
  let sent: Promise<Response>;
  try {
    sent = fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : isFormData ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    sent = Promise.reject(cause);
  }
  const schemaPromise = Promise.resolve().then(() => resolveSchema(schemaSource));
  schemaPromise.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled

  let response: Response;
  try {
    response = await sent;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Network error');
  }

  if (!response.ok) {
    const error = await readError(response);
    if (error.isUnauthorized) unauthorizedListeners.forEach((listener) => listener(error));
    throw error;
  }

  const json: unknown = response.status === 204 ? null : await response.json();
  const parsed = (await schemaPromise).safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new ApiError(response.status, `Unexpected response from ${path}`, details);
  }
  return parsed.data;
}

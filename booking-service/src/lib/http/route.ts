import type Koa from 'koa';
import type { z } from 'zod';
import { errorResponseSchema } from '@islandstay/shared/http/common.schemas';
import type { Session } from '../session.ts';
import { withIdempotencyHeader } from './idempotency.ts';
import type { UploadedFile } from './uploaded-file.ts';

/**
 * Who may call a route. `public` means anyone, signed in or not; `cms` is the CMS itself,
 * recognised by the HMAC signature of the request body, never by a session.
 */
export type Role = 'public' | 'customer' | 'owner' | 'admin' | 'cms';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AppState {
  requestId: string;
  /** The caller's session once read: null when signed out, undefined when not read yet. */
  session?: Session | null;
  /** The image of a multipart request, when the route accepts one. */
  upload?: UploadedFile;
  /** Every file of a multi-file upload field (`upload.maxFiles` > 1). */
  uploads?: UploadedFile[];
}

export type AppContext = Koa.ParameterizedContext<AppState>;

export interface RouteInput<P, Q, B, H = unknown> {
  params: P;
  query: Q;
  body: B;
  /**
   * The headers the route declares, parsed (names in lower case); an empty header counts as not
   * sent. The key of an idempotent route is read from `idempotencyKey`, typed.
   */
  headers: H;
  /** On a route declared `idempotent`: the caller's `Idempotency-Key`, undefined when none was sent. */
  idempotencyKey?: string;
}

export interface RouteResponse {
  description: string;
  schema?: z.ZodType;
  /** What the body is when not JSON, e.g. `text/calendar` or `image/*` (the schema is then binaryFileSchema). */
  contentType?: string;
}

/** A documented error answer: `{ error, details? }`. */
export function errorResponse(description: string): RouteResponse {
  return { description, schema: errorResponseSchema };
}

export interface RouteDef<P = unknown, Q = unknown, B = unknown, H = unknown> {
  method: Method;
  /** Koa-router path, e.g. `/api/villas/:id`. */
  path: string;
  /**
   * The operation's stable name in the OpenAPI document, `<domain>.<action>` in camel case
   * (`villas.search`, `bookings.create`): generated clients name their functions after it, so it
   * never changes with a path or a summary.
   */
  operationId: string;
  /**
   * Aliases kept for the spec's paths where we renamed one: documented as deprecated operations
   * whose id is this route's with `Alias` appended.
   */
  aliases?: string[];
  roles: readonly Role[];
  summary: string;
  tag: string;
  request?: {
    params?: z.ZodType<P>;
    query?: z.ZodType<Q>;
    body?: z.ZodType<B>;
    /** Validated like the other parts: a bad header is a 400 naming it. */
    headers?: z.ZodType<H>;
    /** The one sentence a failed body shows (the form's product message); details name the fields. */
    bodyError?: string;
    /** Also accept multipart/form-data with one optional image file in this field. */
    upload?: { field: string; maxBytes: number; maxFiles?: number };
  };
  responses: Record<number, RouteResponse>;
  /** Calls an outside service (Strapi, the rates provider): 503 while it cannot be reached, 502 while it fails or is unconfigured, never 500. */
  upstream?: 'cms' | 'rates';
  /**
   * Takes an optional `Idempotency-Key` header (documented and validated with the route's other
   * headers) and hands it to the handler as `input.idempotencyKey`. What a key means, the replay
   * of the first answer, is the use case's: its claim belongs in the use case's transaction.
   */
  idempotent?: boolean;
  handler(ctx: AppContext, input: RouteInput<P, Q, B, H>): Promise<void>;
}

/**
 * Keeps the handler's input typed by the route's own schemas. Transactions are not a route's:
 * the use case the handler calls opens its own.
 */
export function defineRoute<P = undefined, Q = undefined, B = undefined, H = undefined>(def: RouteDef<P, Q, B, H>): RouteDef {
  if (!def.idempotent) return def as unknown as RouteDef;
  return { ...def, request: { ...def.request, headers: withIdempotencyHeader(def.request?.headers) } } as unknown as RouteDef;
}

export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/**
 * What a module gives the route table: its routes. Each module's `create…Module` builds its
 * services from named dependencies and returns them with its routes.
 */
export interface ApiModule {
  routes: RouteDef[];
}

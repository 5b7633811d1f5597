import type Koa from 'koa';
import type { z } from 'zod';
import { errorResponseSchema } from '@islandstay/shared/http/common.schemas';
import type { Knex } from '../../db/knex.ts';
import type { Session } from '../session.ts';
import type { UploadedFile } from './uploaded-file.ts';

/**
 * Who may call a route. `public` means anyone, signed in or not; `cms` is the CMS itself,
 * recognised by the HMAC signature of the request body, never by a session.
 */
export type Role = 'public' | 'customer' | 'owner' | 'admin' | 'cms';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AppState {
  requestId: string;
  trx?: Knex.Transaction;
  /** The caller's session once read: null when signed out, undefined when not read yet. */
  session?: Session | null;
  /** The image of a multipart request, when the route accepts one. */
  upload?: UploadedFile;
  /** Every file of a multi-file upload field (`upload.maxFiles` > 1). */
  uploads?: UploadedFile[];
}

export type AppContext = Koa.ParameterizedContext<AppState>;

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
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

export interface RouteDef<P = unknown, Q = unknown, B = unknown> {
  method: Method;
  /** Koa-router path, e.g. `/api/villas/:id`. */
  path: string;
  /** Aliases kept for the spec's paths where we renamed one. */
  aliases?: string[];
  roles: readonly Role[];
  summary: string;
  tag: string;
  request?: {
    params?: z.ZodType<P>;
    query?: z.ZodType<Q>;
    body?: z.ZodType<B>;
    headers?: z.ZodType;
    /** The one sentence a failed body shows (the form's product message); details name the fields. */
    bodyError?: string;
    /** Also accept multipart/form-data with one optional image file in this field. */
    upload?: { field: string; maxBytes: number; maxFiles?: number };
  };
  responses: Record<number, RouteResponse>;
  /** Calls an outside service (Strapi, the rates provider): 503 while it cannot be reached, 502 while it fails or is unconfigured, never 500. */
  upstream?: 'cms' | 'rates';
  /** Runs the handler inside one database transaction, put on `ctx.state.trx`. */
  transaction?: boolean;
  /**
   * Runs after validation and before the transaction opens: slow outside calls (a channel's
   * calendar) that must not hold a connection or a lock while they wait.
   */
  beforeTransaction?(ctx: AppContext, input: RouteInput<P, Q, B>): Promise<void>;
  handler(ctx: AppContext, input: RouteInput<P, Q, B>): Promise<void>;
}

/** Keeps the handler's input typed by the route's own schemas. */
export function defineRoute<P = undefined, Q = undefined, B = undefined>(def: RouteDef<P, Q, B>): RouteDef {
  return def as unknown as RouteDef;
}

export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

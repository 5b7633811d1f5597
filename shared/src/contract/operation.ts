/**
 * The API contract, one operation per route: method, path, who may call it, what it takes and
 * what it answers, declared once here. The booking service implements each operation (its
 * route table adds the handler and generates the router, the authorization matrix, the OpenAPI
 * document and the fuzzing from it); the front ends call it through the typed client generated
 * from it (`shared/src/api/`), so no path is typed twice and one read has one SWR key.
 */
import type { z } from 'zod';
import { errorResponseSchema } from '../http/common.schemas.ts';

/**
 * Who may call a route. `public` means anyone, signed in or not; `cms` is the CMS itself,
 * recognised by the HMAC signature of the request body, never by a session.
 */
export type Role = 'public' | 'customer' | 'owner' | 'admin' | 'cms';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ResponseContract {
  description: string;
  schema?: z.ZodType;
  /** What the body is when not JSON, e.g. `text/calendar` or `image/*` (the schema is then binaryFileSchema). */
  contentType?: string;
}

/**
 * `bodyError: FIRST_ISSUE`: forms whose messages are whole sentences ('Passwords do not match!',
 * 'Username is required') show the first one as the error.
 */
export const FIRST_ISSUE = '<first issue>';

/** A documented error answer: `{ error, details? }`. */
export function errorResponse(description: string): ResponseContract {
  return { description, schema: errorResponseSchema };
}

export interface RequestContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Validated like the other parts: a bad header is a 400 naming it. */
  headers?: z.ZodType;
  /** The one sentence a failed body shows (the form's product message), or FIRST_ISSUE; details name the fields. */
  bodyError?: string;
  /** Also accept multipart/form-data with one optional image file in this field. */
  upload?: { field: string; maxBytes: number; maxFiles?: number };
}

export interface Operation {
  method: Method;
  /** Koa-router path, e.g. `/api/villas/:id`. */
  path: string;
  /**
   * The operation's stable name, `<domain>.<action>` in camel case (`villas.search`,
   * `bookings.create`): the typed client is `api.<domain>.<action>`, and generated clients of
   * the OpenAPI document name their functions after it, so it never changes with a path.
   */
  operationId: string;
  /**
   * Aliases kept for the original brief's paths where we renamed one: documented as deprecated
   * operations whose id is this route's with `Alias` appended.
   */
  aliases?: readonly string[];
  roles: readonly Role[];
  summary: string;
  tag: string;
  request?: RequestContract;
  responses: Readonly<Record<number, ResponseContract>>;
  /** Calls an outside service (Strapi, the rates provider, Stripe): 503 while it cannot be reached, 502 while it fails or is unconfigured, never 500. */
  upstream?: 'cms' | 'rates' | 'stripe';
  /**
   * Takes an optional `Idempotency-Key` header (documented and validated with the route's other
   * headers); what a key means is the use case's.
   */
  idempotent?: boolean;
}

/** Declares one operation, keeping its schemas' types for the server's handler and the client. */
export function operation<const O extends Operation>(op: O): O {
  return op;
}

type Request<O extends Operation> = O extends { request: infer R } ? NonNullable<R> : Record<never, never>;
type Field<R, K extends string> = R extends { [P in K]: infer S } ? S : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, parsed by the operation's schemas. */
export type ParamsOf<O extends Operation> = Output<Field<Request<O>, 'params'>>;
export type QueryOf<O extends Operation> = Output<Field<Request<O>, 'query'>>;
export type BodyOf<O extends Operation> = Output<Field<Request<O>, 'body'>>;
export type HeadersOf<O extends Operation> = Output<Field<Request<O>, 'headers'>>;

/** What a caller sends, before parsing (the schemas' input types). */
export type ParamsInputOf<O extends Operation> = Input<Field<Request<O>, 'params'>>;
export type QueryInputOf<O extends Operation> = Input<Field<Request<O>, 'query'>>;
export type BodyInputOf<O extends Operation> = Input<Field<Request<O>, 'body'>>;

/** The statuses a call succeeds with; the lowest one declared is the operation's answer. */
export type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessResponse<O extends Operation> = O['responses'][Extract<keyof O['responses'], SuccessStatus>];
/** The parsed body of a successful answer (undefined for 204 or a non-JSON body). */
export type ResultOf<O extends Operation> = SuccessResponse<O> extends { contentType: string } ? undefined : SuccessResponse<O> extends { schema: infer S } ? Output<S> : undefined;

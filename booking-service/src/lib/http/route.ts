import type Koa from 'koa';
import type { z } from 'zod';
import type { BodyOf, HeadersOf, Operation, ParamsOf, QueryOf, RequestContract } from '@islandstay/shared/contract/operation';
import type { Session } from '../session.ts';
import { withIdempotencyHeader } from './idempotency.ts';
import type { UploadedFile } from './uploaded-file.ts';

export type { Role } from '@islandstay/shared/contract/operation';
export type { ResponseContract as RouteResponse } from '@islandstay/shared/contract/operation';

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

/** A route: an operation of the shared contract (`shared/src/contract/`) and the handler that implements it. */
export interface RouteDef<P = unknown, Q = unknown, B = unknown, H = unknown> extends Omit<Operation, 'request'> {
  request?: RequestContract & { params?: z.ZodType<P>; query?: z.ZodType<Q>; body?: z.ZodType<B>; headers?: z.ZodType<H> };
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

/** The route that implements one operation of the shared contract, its handler typed by the operation's schemas. */
export function implement<O extends Operation>(operation: O, handler: (ctx: AppContext, input: RouteInput<ParamsOf<O>, QueryOf<O>, BodyOf<O>, HeadersOf<O>>) => Promise<void>): RouteDef {
  return defineRoute({ ...operation, handler } as RouteDef<ParamsOf<O>, QueryOf<O>, BodyOf<O>, HeadersOf<O>>);
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

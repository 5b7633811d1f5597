/**
 * The typed API client: `api.<domain>.<action>(input)` for every operation of the contract
 * (`shared/src/contract/`), generated from it (operations.generated.ts), so the apps never type
 * a path. Each endpoint also gives the read's URL, which is its one SWR key (`key`), and tells
 * whether a cached key is one of its reads (`matches`, for revalidating after a write).
 *
 * Only the operations' methods and paths are loaded with the app; an operation's schemas (and
 * zod) arrive with its first answer, so a landing page's first paint does not wait for them.
 */
import type { z } from 'zod';
import type { BodyInputOf, Method, Operation, ParamsInputOf, QueryInputOf, ResultOf } from '../contract/operation.ts';
import { successSchemaOf } from '../contract/success-schema.ts';
import { apiRequest } from '../http/api-client.ts';
import { operations, type ApiContract } from './operations.generated.ts';

type Defined<T> = [T] extends [undefined] ? false : true;
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** What a call sends: the path's params, the query, the body, extra headers. */
export type CallInput<O extends Operation> = (Defined<ParamsInputOf<O>> extends true ? { params: ParamsInputOf<O> } : { params?: undefined }) &
  (Defined<QueryInputOf<O>> extends true ? (object extends QueryInputOf<O> ? { query?: QueryInputOf<O> } : { query: QueryInputOf<O> }) : { query?: undefined }) &
  (Defined<BodyInputOf<O>> extends true ? { body: BodyInputOf<O> | FormData } : { body?: undefined }) & {
    /** The `Idempotency-Key` of an idempotent operation. */
    idempotencyKey?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type Args<O extends Operation> = RequiredKeys<CallInput<O>> extends never ? [input?: CallInput<O>] : [input: CallInput<O>];
/** The URL of a read: what identifies it (params and query), nothing of the call's transport. */
type UrlArgs<O extends Operation> = Args<O> extends [input?: CallInput<O>] ? [input?: Pick<CallInput<O>, 'params' | 'query'>] : [input: Pick<CallInput<O>, 'params' | 'query'>];

export interface Endpoint<O extends Operation> {
  (...args: Args<O>): Promise<ResultOf<O>>;
  /** The path with its params and the query: a link's `href`, and the read's SWR key. */
  url(...args: UrlArgs<O>): string;
  /** The read's one SWR key (its URL). */
  key(...args: UrlArgs<O>): string;
  /** Whether an SWR key is one of this operation's reads, whatever its params and query. */
  matches(key: unknown): boolean;
  readonly operationId: string;
  readonly method: Method;
  readonly path: string;
}

export type ApiClient = {
  readonly [D in keyof ApiContract]: { readonly [A in keyof ApiContract[D]]: ApiContract[D][A] extends Operation ? Endpoint<ApiContract[D][A]> : never };
};

/** `/api/villas/:id` with `{ id: 'x y' }` -> `/api/villas/x%20y`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string, in the order the caller gave (the route-preload script builds the same URLs); empty values left out, arrays repeated. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/?]+');
  return new RegExp(`^${source}(\\?.*)?$`);
}

interface OperationMeta {
  method: Method;
  path: string;
  operationId: string;
  load: () => Promise<Pick<Operation, 'responses'>>;
}

function endpoint(meta: OperationMeta): Endpoint<Operation> {
  const url = (input?: { params?: unknown; query?: unknown }) =>
    fillPath(meta.path, input?.params as Record<string, unknown> | undefined) + queryString(input?.query as Record<string, QueryValue> | undefined);
  const pattern = pathPattern(meta.path);
  const call = (input: CallInput<Operation> = {} as CallInput<Operation>) => {
    const headers = { ...input.headers, ...(input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : {}) };
    const schema = () => meta.load().then((op) => successSchemaOf(op) ?? (anyAnswer as z.ZodType));
    return apiRequest(url(input), schema, { method: meta.method, body: input.body, headers, signal: input.signal });
  };
  return Object.assign(call, {
    url,
    key: url,
    matches: (key: unknown) => typeof key === 'string' && pattern.test(key),
    operationId: meta.operationId,
    method: meta.method,
    path: meta.path,
  }) as unknown as Endpoint<Operation>;
}

/** The schema of an answer without a JSON body (204): anything, parsed as is. */
const anyAnswer = { safeParse: (data: unknown) => ({ success: true, data }) };

function buildClient(groups: Record<string, Record<string, OperationMeta>>): ApiClient {
  const client: Record<string, Record<string, Endpoint<Operation>>> = {};
  for (const [domain, group] of Object.entries(groups)) {
    client[domain] = Object.fromEntries(Object.entries(group).map(([action, meta]) => [action, endpoint(meta)]));
  }
  return client as unknown as ApiClient;
}

/** The API, typed by the contract: `await api.villas.get({ params: { id } })`. */
export const api: ApiClient = buildClient(operations);

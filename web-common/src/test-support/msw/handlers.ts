/**
 * Component tests only: MSW handlers typed by the API contract. `answer(api.villas.get, () => ({ data: villa }))`
 * answers the operation's method and path (from the typed client, so no test types a path), and
 * the resolver must return the operation's success result (`ResultOf`), an error answer
 * `{ status, body: { error, code?, ... } }`, `NETWORK_ERROR`, or a `Response` for a non-JSON body.
 * Like the booking service, a state-changing request without the CSRF header is refused (403)
 * before the resolver runs. Every request is recorded (see `server.ts`, `mockApi`).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Endpoint } from '@islandstay/shared/api/client';
import { operations } from '@islandstay/shared/api/operations.generated';
import type { BodyInputOf, Operation, ResultOf } from '@islandstay/shared/contract/operation';
import { successSchemaOf } from '@islandstay/shared/contract/success-schema';
import type { ErrorResponse } from '@islandstay/shared/http/common.schemas';
import { CSRF_HEADER } from '@islandstay/shared/http/api-client';

/** A request the front end sent, as a test asserts on it. */
export interface RecordedRequest {
  /** The contract operation that answered it (`bookings.create`); undefined when no handler did. */
  operationId: string | undefined;
  method: string;
  /** The path without the query, e.g. `/api/bookings/b1/cancel`. */
  path: string;
  /** The path with the query, as the app asked for it: `/api/villas?page=2`. */
  url: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body parsed, a FormData for a multipart upload, the text otherwise; undefined without a body. */
  body: unknown;
}

/** `code` left optional, as the client reads an older server's answer without one. */
type CodeOptional<T extends { code: unknown }> = Omit<T, 'code'> & { code?: T['code'] };
type ErrorDetail = NonNullable<ErrorResponse['details']>[number];

/** An error answer like the server's: `{ error, code, params?, details? }` and whatever else the route adds (`retryAfterSeconds`, `conflictingBooking`). */
export interface ErrorAnswer {
  status: number;
  body: CodeOptional<Omit<ErrorResponse, 'details'>> & { details?: CodeOptional<ErrorDetail>[] } & Record<string, unknown>;
}

/** A success answer with a status other than the operation's own (rarely needed: the contract's lowest 2xx is the default). */
export interface SuccessAnswer<O extends Operation> {
  status: 200 | 201 | 202;
  body: ResultOf<O>;
}

/** A request that never gets an answer (offline, refused): `fetch` rejects. */
export const NETWORK_ERROR = Symbol('network error');

export type Answer<O extends Operation> = ResultOf<O> | ErrorAnswer | SuccessAnswer<O> | Response | typeof NETWORK_ERROR;

/** The contract operation of a typed client endpoint: `OperationOf<typeof api.villas.get>`. */
type OperationOf<E> = E extends Endpoint<infer O> ? O : never;
/** What a test may answer to an endpoint: `AnswerOf<typeof api.bookings.create>`. */
export type AnswerOf<E> = Answer<OperationOf<E>>;
/** The success result of an endpoint, for a fixture: `ResultFor<typeof api.auth.getSession>`. */
export type ResultFor<E> = ResultOf<OperationOf<E>>;

type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParams<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** What a resolver gets: the path's params by name, the query, the JSON body as the client sent it (unparsed), the request. */
export interface Call<O extends Operation> {
  params: Record<PathParams<O['path']>, string>;
  query: URLSearchParams;
  body: BodyInputOf<O>;
  headers: Headers;
  request: RecordedRequest;
}

export type Resolver<O extends Operation> = (call: Call<O>) => Answer<O> | Promise<Answer<O>>;

const recorded = new Map<string, { request: RecordedRequest; ready: Promise<void> }>();
const log: RecordedRequest[] = [];

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** Records a request as it starts (synchronously, so a test sees it at once); its body follows. */
export function recordRequest(request: Request, requestId: string): void {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    operationId: undefined,
    method: request.method,
    path: url.pathname,
    url: url.pathname + url.search,
    query: url.searchParams,
    headers: new Headers(request.headers),
    body: undefined,
  };
  const ready = readBody(request.clone()).then(
    (body) => void (entry.body = body),
    () => undefined,
  );
  recorded.set(requestId, { request: entry, ready });
  log.push(entry);
}

/** Every request since the test began, in the order sent (the array is live). */
export function requestLog(): RecordedRequest[] {
  return log;
}

export function clearRequestLog(): void {
  log.length = 0;
  recorded.clear();
}

/** `/api/villas/{id}` (OpenAPI) or `/api/villas/:id` (Koa) as MSW's `/api/villas/:id`. */
export function mswPath(path: string): string {
  return path.replace(/\{([A-Za-z_]\w*)\}/g, ':$1');
}

/** The status of the operation's success answer (its lowest 2xx), and whether it has a JSON body. */
async function successOf(operationId: string): Promise<{ status: number; json: boolean }> {
  const [domain, action] = operationId.split('.') as [string, string];
  const meta = (operations as unknown as Record<string, Record<string, { load: () => Promise<Pick<Operation, 'responses'>> }>>)[domain]?.[action];
  if (!meta) throw new Error(`${operationId} is not an operation of the contract`);
  const op = await meta.load();
  const status = Object.keys(op.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0];
  return { status: status ?? 200, json: successSchemaOf(op) !== undefined };
}

function isStatusAnswer(value: unknown): value is ErrorAnswer | SuccessAnswer<Operation> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('status') && keys.includes('body') && typeof (value as { status: unknown }).status === 'number';
}

const json = (body: unknown, status: number) => HttpResponse.json(body as Record<string, unknown>, { status });

/**
 * The handler of one contract operation: `answer(api.bookings.create, ({ body }) => ({ status: 409, body: { error: '…' } }))`.
 * `{ once: true }` answers one request only (the next falls through to the next handler).
 */
export function answer<O extends Operation>(endpoint: Endpoint<O>, resolve: NoInfer<Resolver<O>>, options: { once?: boolean } = {}): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<Operation['method']>;
  return http[method](
    mswPath(endpoint.path),
    async ({ request, requestId, params }) => {
      if (!recorded.has(requestId)) recordRequest(request, requestId);
      const { request: sent, ready } = recorded.get(requestId)!;
      await ready;
      sent.operationId = endpoint.operationId;
      const [name, value] = Object.entries(CSRF_HEADER)[0]!;
      if (request.method !== 'GET' && sent.path.startsWith('/api') && request.headers.get(name) !== value) {
        return json({ error: 'Missing or wrong X-Requested-With header', code: 'common.csrfMissing' }, 403);
      }
      const result = await resolve({ params: params as Call<O>['params'], query: sent.query, body: sent.body as BodyInputOf<O>, headers: sent.headers, request: sent });
      if (result === NETWORK_ERROR) return HttpResponse.error();
      if (result instanceof Response) return result;
      if (isStatusAnswer(result)) return json(result.body, result.status);
      const success = await successOf(endpoint.operationId);
      return success.json ? json(result, success.status) : new HttpResponse(null, { status: success.status });
    },
    options,
  );
}

/** A resolver that gives `answers` one per request, in order, the last one repeated. */
export function inOrder<O extends Operation>(...answers: Answer<O>[]): Resolver<O> {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
}

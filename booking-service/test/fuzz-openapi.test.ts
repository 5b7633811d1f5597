import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDef } from '../src/lib/http/route.ts';
import { insertBlock, insertBooking, insertSeason, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { rawRequest } from './helpers/raw-request.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The API's one fuzz suite, generated from the OpenAPI document (GET /api/docs), which is itself
 * generated from the route table: every route and alias, every kind of caller, with path, query,
 * header and body values drawn from each declared schema (its bounds, values just outside and
 * inside them) mixed with hostile ones (wrong types, huge strings, SQL and HTML payloads, deeply
 * nested JSON, invalid UTF-8, oversized and malformed bodies, other content types), and query
 * strings no schema produces (undeclared keys, a key twice, escapes that do not decode).
 * No answer may be a 5xx, every status must be one the document lists for the operation, every
 * JSON answer must be valid against the schema declared for its status, and a 400 must name the
 * fields it refuses. Every path is also sent the methods it does not serve: each must be a 405
 * whose `Allow` names exactly the served ones; an /api path no operation has is a 4xx.
 *
 * FUZZ_SEED replays a run; FUZZ_REQUESTS sets its size.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Requests in flight at once (the answers do not depend on each other's order). */
const PARALLEL = 8;
/** Over the service's 100 kB JSON limit. */
const OVERSIZED_BYTES = 150 * 1024;
/** Deep enough to break a recursive parser or serialiser, and still under the size limit. */
const NESTING_DEPTH = 20_000;
const HUGE_STRING = 'x'.repeat(20_000);

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema }[];
  jsonBody?: Schema;
  multipartBody?: Schema;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

let app: TestApp;
const operations: Operation[] = [];
/** The route behind each operation, by `METHOD /openapi/{path}` (aliases included). */
const routeOf = new Map<string, RouteDef>();
const fixtureIds: string[] = [];
let customerId = '';
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const keyOf = (op: Operation) => `${op.method} ${op.path}`;

beforeAll(async () => {
  app = await createTestApp({
    env: {
      RATE_LIMIT_OTP_PER_IP_HOUR: '100000',
      RATE_LIMIT_CONTACT_PER_IP_HOUR: '100000',
      RATE_LIMIT_OWNER_REGISTER_PER_IP_HOUR: '100000',
      RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_IP: '100000',
    },
  });
  const customer = await app.signInCustomer();
  customerId = customer.id;
  const villa = await insertVilla(app.knex, { id: 'fuzzdoc-villa' });
  // A season and pricing rules, so that quotes and calendars go through the seasonal pricing.
  await insertSeason(app.knex, villa, { name: 'High', type: 'high', startDate: '2026-12-01', endDate: '2027-01-31', dailyPrice: 150, weeklyPrice: 900 });
  await setPricingRules(app.knex, villa, { weekendMultiplier: 1.2, minimumNights: 2 });
  const booking = await insertBooking(app.knex, villa, '2026-07-01', '2026-07-03', 'confirmed', customer.id);
  await insertBlock(app.knex, villa, '2026-08-01', '2026-08-03');
  fixtureIds.push(villa, booking, (await app.knex('availability_blocks').first('id')).id, customer.id);

  for (const route of app.routes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) routeOf.set(`${route.method} ${openApiPath(path)}`, route);
  }
  const docs = (await app.request('/api/docs')).body;
  componentSchemas = docs.components?.schemas ?? {};
  for (const [path, item] of Object.entries(docs.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(item)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        jsonBody: op.requestBody?.content?.['application/json']?.schema,
        multipartBody: op.requestBody?.content?.['multipart/form-data']?.schema,
        responses: op.responses,
      });
    }
  }
  // The run is only as good as the document it is generated from.
  expect(operations.length).toBeGreaterThan(100);
});
afterAll(async () => {
  await app?.close();
});

// ---------------------------------------------------------------------------------------------
// Values from a JSON Schema

const SQL = ["' OR '1'='1", "'; drop table bookings; --", '1; select pg_sleep(10)', "\\'; --", '%_%'];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{7*7}}', '${7*7}', '../../etc/passwd'];
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '\u0000',
    '\uFFFF',
    '\uD800',
    '🏝️',
    'NaN',
    '[]',
    '{}',
    HUGE_STRING,
    [],
    {},
    [null],
    { '': '' },
  ),
  fc.constantFrom(...SQL, ...HTML),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.integer(),
  fc.double(),
);

/** Values a schema's bounds make interesting: each bound, and one step past it. */
function numberValues(schema: Schema): number[] {
  const values = [0, 1, -1, 7];
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) {
    const bound = schema[key];
    if (typeof bound === 'number') values.push(bound, bound - 1, bound + 1);
  }
  return schema.type === 'integer' ? values.concat(values.map((v) => v + 0.5)) : values.concat(0.25);
}

/** A whole number inside the schema's bounds: most of a range is neither a bound nor a random 32-bit value. */
function numberInside(schema: Schema): fc.Arbitrary<number> {
  const max: number | undefined = schema.maximum ?? schema.exclusiveMaximum;
  const min: number = schema.minimum ?? schema.exclusiveMinimum ?? Math.min(0, (max ?? 0) - 1000);
  const low = Math.max(Math.ceil(min), -(2 ** 31));
  return fc.integer({ min: low, max: Math.max(low, Math.min(Math.floor(max ?? min + 1000), 2 ** 31 - 1)) });
}

/** Any day of two centuries: stays of decades, in the past, far ahead. */
const anyDate = fc.date({ min: new Date('1990-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

function stringValues(schema: Schema): string[] {
  const values = ['a', 'Chaweng', 'USD', '2026-07-01', '2026-07-04', '2027-01-15', '2026-02-29', '2026-13-45', 'fuzzdoc-villa', '+66812345678', '0812345678', '123456'];
  if (typeof schema.minLength === 'number') values.push('a'.repeat(schema.minLength), 'a'.repeat(Math.max(0, schema.minLength - 1)));
  if (typeof schema.maxLength === 'number') values.push('a'.repeat(Math.min(schema.maxLength, 50_000)), 'a'.repeat(Math.min(schema.maxLength + 1, 50_001)));
  const byFormat: Record<string, string[]> = {
    email: ['nok@example.com', 'not-an-email', `${'a'.repeat(300)}@example.com`],
    uuid: ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'],
    'date-time': ['2026-07-01T10:00:00Z', '2026-07-01T25:61:00Z'],
    uri: ['https://example.com/a.png', 'http://127.0.0.1:9/x', 'javascript:alert(1)', 'file:///etc/passwd'],
  };
  return values.concat(byFormat[schema.format] ?? []);
}

/** A value shaped by the schema (often just inside or outside its bounds), or a hostile one. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  return fc.oneof({ arbitrary: shapedBy(schema, depth), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

function shapedBy(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length > 0) return fc.oneof(...alternatives.map((s: Schema) => valueFor(s, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const merged = { type: 'object', properties: Object.assign({}, ...schema.allOf.map((s: Schema) => s.properties ?? {})), required: schema.allOf.flatMap((s: Schema) => s.required ?? []) };
    return shapedBy(merged, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(fc.constantFrom(...stringValues(schema)), schema.format === 'date' ? anyDate : fc.string({ maxLength: 30 }));
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom(...numberValues(schema)), numberInside(schema), type === 'integer' ? fc.integer() : fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: Math.min((schema.maxItems ?? 3) + 1, 6) });
    case 'object':
    default:
      return objectFor(schema, depth);
  }
}

function objectFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) record[key] = valueFor(property, depth + 1);
  const requiredKeys = Object.keys(record).filter((key) => required.has(key));
  // Required keys are usually all there (to get past the first check), optional ones now and then.
  const shaped = fc.oneof({ arbitrary: fc.record(record, { requiredKeys }), weight: 4 }, { arbitrary: fc.record(record, { requiredKeys: [] }), weight: 1 });
  return fc.tuple(shaped, fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostileValue))).map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

// ---------------------------------------------------------------------------------------------
// Whole requests

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What the body is, for the failure report. */
  kind: string;
  /** Whether the query string is one no schema produces. */
  oddQuery: boolean;
  operation: Operation;
}

const deepArray = () => `${'['.repeat(NESTING_DEPTH)}${']'.repeat(NESTING_DEPTH)}`;
const deepObject = () => `${'{"a":'.repeat(NESTING_DEPTH / 4)}1${'}'.repeat(NESTING_DEPTH / 4)}`;
/** A JSON text whose string holds bytes that are not UTF-8 (a lone continuation, 0xFF, an overlong '/'). */
function invalidUtf8Json(key: string): Buffer {
  return Buffer.concat([Buffer.from(`{"${key}":"`), Buffer.from([0x80, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]), Buffer.from('"}')]);
}

function multipart(fields: Record<string, unknown>, withFile: boolean): { body: Buffer; type: string } {
  const boundary = '----fuzz' + 'x'.repeat(10);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`));
  }
  if (withFile) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function bodyFor(op: Operation): fc.Arbitrary<{ body?: Buffer; type: string; kind: string }> {
  const fromSchema = valueFor(op.jsonBody ?? { type: 'object' }).map((value) => ({ body: Buffer.from(JSON.stringify(value) ?? 'null'), type: 'application/json', kind: 'json from schema' }));
  const firstKey = Object.keys(op.jsonBody?.properties ?? { name: {} })[0] ?? 'name';
  const variants: fc.Arbitrary<{ body?: Buffer; type: string; kind: string }>[] = [
    fromSchema,
    fromSchema,
    fromSchema,
    fc.constant({ body: Buffer.from(deepArray()), type: 'application/json', kind: 'deeply nested array' }),
    fc.constant({ body: Buffer.from(`{"${firstKey}":${deepObject()}}`), type: 'application/json', kind: 'deeply nested object in a field' }),
    fc.constant({ body: invalidUtf8Json(firstKey), type: 'application/json', kind: 'invalid UTF-8' }),
    fc.constant({ body: Buffer.from(JSON.stringify({ [firstKey]: 'x'.repeat(OVERSIZED_BYTES) })), type: 'application/json', kind: 'oversized' }),
    fc
      .constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}')
      .map((text) => ({ body: Buffer.from(text), type: 'application/json', kind: 'malformed' })),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1')
      .map((type) => ({ body: Buffer.from('a=1&b=<x/>'), type, kind: 'other content type' })),
  ];
  if (op.multipartBody) {
    variants.push(valueFor(op.multipartBody).chain((fields) => fc.boolean().map((file) => ({ ...multipart((fields ?? {}) as Record<string, unknown>, file), kind: 'multipart from schema' }))));
  }
  return fc.oneof(...variants);
}

/** Percent-encodes the UTF-8 bytes of any text (encodeURIComponent throws on a lone surrogate). */
function percentEncode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

function segmentFor(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...fixtureIds), weight: 3 },
    // Never empty: an empty segment addresses another route (`/api/villas/` is the list).
    {
      arbitrary: valueFor(schema)
        .map(percentEncode)
        .filter((segment) => segment !== ''),
      weight: 3,
    },
    // Escapes that do not decode (invalid UTF-8, a broken %), and raw dots.
    { arbitrary: fc.constantFrom('%FF%FE', '%C0%AF', '%ED%A0%80', '%', '%E0%A4%A', '..', '%2e%2e%2f', '%00'), weight: 1 },
  );
}

/**
 * A query string no schema produces, sent as it is: keys the operation does not declare (ignored,
 * the document says), a key twice (the server then reads a list), escapes that do not decode.
 */
function oddQueryFor(queryParams: Operation['parameters']): fc.Arbitrary<string> {
  // Half the keys are names clients guess (which some operations declare), half the declared ones.
  const guessed = fc.constantFrom('x', 'page', 'limit', 'sort', 'status');
  const key = queryParams.length > 0 ? fc.oneof(guessed, fc.constantFrom(...queryParams.map((p) => p.name))) : guessed;
  const value = fc.constantFrom('', '%', '%E0%A4%A', '%FF%FE', '%00', '%25', '_', '%5C', 'a,b', '[]', '1e999', 'NaN', '-1', '0');
  return fc
    .tuple(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 2 }), fc.boolean())
    .map(([pairs, twice]) => (twice ? [...pairs, ...pairs] : pairs).map(([k, v]) => `${percentEncode(k)}=${v}`).join('&'));
}

const callers = ['anonymous', 'customer', 'owner', 'admin'] as const;

function inputCount(op: Operation): number {
  const fields = (schema?: Schema) => Object.keys(schema?.properties ?? {}).length;
  return op.parameters.length + fields(op.jsonBody) + fields(op.multipartBody);
}

function requestFor(op: Operation): fc.Arbitrary<Omit<FuzzRequest, 'headers'> & { caller: (typeof callers)[number]; csrf: boolean; extraHeaders: Record<string, string> }> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const sendsBody = op.method !== 'GET' && op.method !== 'HEAD';
  return fc
    .record({
      segments: fc.tuple(...pathParams.map((p) => segmentFor(p.schema))),
      // Each parameter half the time, but about two at once where there are many: with half of
      // the search's 17, one of them is nearly always refused and the search itself never runs.
      query: fc.tuple(...queryParams.map((p) => fc.oneof({ arbitrary: fc.constant(null), weight: Math.max(2, queryParams.length - 2) }, { arbitrary: valueFor(p.schema), weight: 2 }))),
      oddQuery: fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: oddQueryFor(queryParams), weight: 1 }),
      headerValues: fc.tuple(...headerParams.map((p) => fc.option(valueFor(p.schema)))),
      body: sendsBody ? bodyFor(op) : fc.constant(undefined),
      caller: fc.constantFrom(...callers),
      // Mostly with the CSRF header, so the request gets past that first refusal.
      csrf: fc.constantFrom(true, true, true, true, false),
    })
    .map(({ segments, query, oddQuery, headerValues, body, caller, csrf }) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => segments[i++] as string);
      // An odd query string comes alone, so that nothing else in it is the refusal.
      const qs =
        oddQuery ||
        queryParams
          .map((p, k) => (query[k] === null ? undefined : `${percentEncode(p.name)}=${percentEncode(query[k])}`))
          .filter(Boolean)
          .join('&');
      const extraHeaders: Record<string, string> = {};
      headerParams.forEach((p, k) => {
        const value = headerValues[k];
        // Only bytes a header may carry: Node refuses to send the others at all.
        if (value !== null)
          extraHeaders[p.name] = String(typeof value === 'string' ? value : JSON.stringify(value))
            .replace(/[^\x20-\x7e]/g, '?')
            .slice(0, 1000);
      });
      if (body) extraHeaders['content-type'] = body.type;
      return { method: op.method, path: qs ? `${path}?${qs}` : path, body: body?.body, kind: body?.kind ?? 'no body', oddQuery: oddQuery !== '', operation: op, caller, csrf, extraHeaders };
    });
}

// ---------------------------------------------------------------------------------------------
// Sending and checking

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** The bytes as they are: no client-side normalisation of the path or the body. */
async function send(request: FuzzRequest): Promise<Answer> {
  const { status, headers, text } = await rawRequest(app.url, request.method, request.path, request.headers, request.body);
  return { status, type: String(headers['content-type'] ?? ''), text };
}

/** 2xx answers checked against their declared schema in this run. */
let validated = 0;
const responseValidators = new Map<Schema, z.ZodType>();
let componentSchemas: Record<string, unknown> = {};
function validatorFor(schema: Schema): z.ZodType {
  let validator = responseValidators.get(schema);
  if (!validator) {
    // The document's shared components ($ref '#/components/schemas/X') given as the schema's $defs.
    const withDefs = JSON.parse(JSON.stringify({ ...(schema as object), $defs: componentSchemas }).replaceAll('#/components/schemas/', '#/$defs/'));
    validator = z.fromJSONSchema(withDefs as Parameters<typeof z.fromJSONSchema>[0]);
    responseValidators.set(schema, validator);
  }
  return validator;
}

/** About the size of the request line and headers as sent. */
function headBytes(request: FuzzRequest): number {
  return Buffer.byteLength(`${request.method} ${request.path} HTTP/1.1\r\n`) + Object.entries(request.headers).reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);
}

/** What is wrong with this answer, or undefined. */
function problemWith(request: FuzzRequest, answer: Answer): string | undefined {
  const { operation } = request;
  // Only the outage of an outside service (no CMS or rates provider runs here) may be a 502 or 503.
  const upstreamDown = (answer.status === 502 || answer.status === 503) && routeOf.get(keyOf(operation))?.upstream !== undefined;
  if (answer.status >= 500 && !upstreamDown) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  // Node's HTTP server refuses a request line and headers over its 16 KB limit before any
  // operation sees them (the document's description says so).
  if (answer.status === 431 && headBytes(request) > 16 * 1024 - 512) return undefined;
  const declared = operation.responses[String(answer.status)];
  if (!declared) return `answered ${answer.status}, which the document does not list for the operation: ${answer.text.slice(0, 200)}`;
  const mediaTypes = Object.keys(declared.content ?? {});
  const json = declared.content?.['application/json']?.schema;
  if (!json) {
    const matches = mediaTypes.some((type) => answer.type.startsWith(type.replace('/*', '/')));
    return matches ? undefined : `answered ${answer.type}, the document declares ${mediaTypes.join(', ')}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 200)}`;
  }
  const result = validatorFor(json).safeParse(body);
  if (answer.status >= 200 && answer.status < 300) validated += 1;
  if (!result.success) return `answered ${answer.status} with a body its schema refuses: ${JSON.stringify(result.error.issues.slice(0, 3))}`;
  return answer.status === 400 ? unnamedField(operation, body as ErrorBody) : undefined;
}

interface ErrorBody {
  code: string;
  details?: { path: string }[];
}

/** 400s that refuse the bytes as a whole, not a field: a body that is not JSON or not readable multipart, a path that does not decode. */
const WHOLE_REQUEST_REFUSALS = new Set(['common.invalidJson', 'common.badRequest', 'common.invalidPath', 'upload.unreadable']);

/** 400s checked to name each refused field in this run. */
let namedRefusals = 0;

/**
 * A 400 about what the request says names each field it refuses (`details`, each with a path),
 * so a form can show it beside the field; one that names none is a check missing before the database.
 */
function unnamedField(operation: Operation, body: ErrorBody): string | undefined {
  if (WHOLE_REQUEST_REFUSALS.has(body.code)) return undefined;
  namedRefusals += 1;
  if (body.details?.length && body.details.every((detail) => detail.path)) return undefined;
  return `answered 400 (${body.code}) without naming the field it refuses: ${JSON.stringify(body).slice(0, 200)}`;
}

async function cookieFor(caller: (typeof callers)[number]): Promise<string | undefined> {
  // A fresh session each time: a fuzzed logout or profile change must not end the others' runs.
  switch (caller) {
    case 'customer':
      return app.sessionCookie('customer', customerId);
    case 'owner':
      return app.sessionCookie('owner', 'owner-approved', 'owner-approved');
    case 'admin':
      return app.sessionCookie('admin', 'admin-1');
    default:
      return undefined;
  }
}

describe('fuzz generated from the OpenAPI document', () => {
  it('covers every route of the route table and each of its aliases', () => {
    const documented = new Set(operations.map(keyOf));
    expect([...routeOf.keys()].filter((route) => !documented.has(route))).toEqual([]);
  });

  it(`sends a few thousand generated requests over every operation: no 5xx, every status listed, every JSON answer valid, every 400 naming its fields (seed ${SEED})`, async () => {
    // An operation's share of the run grows with the inputs it declares (the search has 17, a
    // sign-out none), and is doubled where anyone on the internet may call it.
    const weights = operations.map((op) => (2 + inputCount(op)) * (routeOf.get(keyOf(op))?.roles.includes('public') ? 2 : 1));
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
    const planned = operations.flatMap((op, k) => fc.sample(requestFor(op), { numRuns: Math.ceil((REQUESTS * weights[k]!) / totalWeight), seed: SEED + k }));
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < planned.length) {
        const { caller, csrf, extraHeaders, ...rest } = planned[next++]!;
        const cookie = await cookieFor(caller);
        const headers: Record<string, string> = { ...extraHeaders, ...(csrf ? { 'x-requested-with': 'islandstay' } : {}), ...(cookie ? { cookie } : {}) };
        const request: FuzzRequest = { ...rest, headers };
        for (const kind of request.oddQuery ? [request.kind, 'odd query string'] : [request.kind]) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        const answer = await send(request);
        const problem = problemWith(request, answer);
        if (problem)
          failures.push(
            `${request.method} ${request.path.slice(0, 300)} as ${caller} (${request.kind}${request.body && request.body.length < 400 ? `: ${request.body.toString('utf8')}` : ''}): ${problem}`,
          );
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    expect(failures.slice(0, 25), `seed ${SEED}, ${failures.length} failures`).toEqual([]);
    // The run did cover what it claims.
    expect(planned.length).toBeGreaterThanOrEqual(REQUESTS);
    if (process.env.FUZZ_STATS) console.log({ seed: SEED, requests: planned.length, validated, namedRefusals, kinds: Object.fromEntries(kinds) });
    // Generated from the schemas, many requests are valid enough to be answered 2xx and checked,
    // and many are refused 400 for a field.
    expect(validated).toBeGreaterThan(planned.length / 20);
    expect(namedRefusals).toBeGreaterThan(planned.length / 20);
    for (const kind of [
      'json from schema',
      'deeply nested array',
      'deeply nested object in a field',
      'invalid UTF-8',
      'oversized',
      'other content type',
      'multipart from schema',
      'odd query string',
    ]) {
      expect(kinds.get(kind), kind).toBeGreaterThan(0);
    }
  }, 600_000);

  it('answers every method a path does not serve with 405 and an Allow header naming exactly the served ones, whatever the caller and body', async () => {
    const paths = new Map<string, Set<string>>();
    for (const op of operations) paths.set(op.path, (paths.get(op.path) ?? new Set()).add(op.method));
    // A concrete path can fit several templates (`/api/admin/currencies/available` also fits
    // `/api/admin/currencies/{code}`): it serves what all of them do.
    const templates = [...paths].map(([template, methods]) => ({ pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`), methods }));
    // Anonymous and bare, or signed in as an admin with the CSRF header and a body that is not
    // even JSON: the answer depends on the path alone.
    const admin = { 'x-requested-with': 'islandstay', cookie: (await cookieFor('admin'))!, 'content-type': 'application/json' };
    const variants = [{ headers: {} }, { headers: admin, body: Buffer.from('{"a":'), label: ' (admin, CSRF header, malformed body)' }];
    const failures: string[] = [];
    let sent = 0;
    for (const [template, methods] of paths) {
      // A value no literal segment of another path has, so the path stays this template's.
      const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => `fuzz-${name.toLowerCase()}`);
      const fitting = templates.filter((t) => t.pattern.test(path)).flatMap((t) => [...t.methods]);
      expect(fitting, path).toEqual(expect.arrayContaining([...methods]));
      const served = new Set([...fitting, ...(fitting.includes('GET') ? ['HEAD'] : []), 'OPTIONS']);
      const expectedAllow = [...served].sort().join(', ');
      for (const method of UNSERVED_CANDIDATES.filter((m) => !served.has(m))) {
        for (const { headers, body, label = '' } of variants) {
          const answer = await rawRequest(app.url, method, path, headers, body);
          sent += 1;
          if (answer.status !== 405 || allowOf(answer.headers.allow) !== expectedAllow)
            failures.push(`${method} ${path}${label}: ${answer.status}, Allow: ${answer.headers.allow} (expected 405, Allow: ${expectedAllow})`);
        }
      }
      const options = await rawRequest(app.url, 'OPTIONS', path, {});
      if (options.status !== 204 || allowOf(options.headers.allow) !== expectedAllow)
        failures.push(`OPTIONS ${path}: ${options.status}, Allow: ${options.headers.allow} (expected 204, Allow: ${expectedAllow})`);
    }
    expect(failures.slice(0, 25), `${failures.length} failures`).toEqual([]);
    expect(sent).toBeGreaterThan(paths.size * 3);
  }, 120_000);

  it('answers a 4xx at an /api path no operation has, whatever the method, caller and body: a plain GET is a 404', async () => {
    const admin = { 'x-requested-with': 'islandstay', cookie: (await cookieFor('admin'))!, 'content-type': 'application/json' };
    const failures: string[] = [];
    for (const path of ['/api/nope', '/api/villas/fuzzdoc-villa/nope', '/api/bookings/villa/fuzzdoc-villa/nope', '/api/%2F..%2F']) {
      expect((await rawRequest(app.url, 'GET', path, {})).status, path).toBe(404);
      // CSRF and the body are checked before the route is looked for: either may be the refusal.
      for (const method of [...UNSERVED_CANDIDATES, 'OPTIONS']) {
        for (const [headers, body] of [[{}], [admin, Buffer.from('{"a":')]] as [Record<string, string>, Buffer?][]) {
          const answer = await rawRequest(app.url, method, path, headers, body);
          if (answer.status < 400 || answer.status >= 500) failures.push(`${method} ${path}${body ? ' (admin, malformed body)' : ''}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Methods a path may not serve: the API's own and ones no path serves (WebDAV's, TRACE). */
const UNSERVED_CANDIDATES = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'];

/** An `Allow` header's methods in one order, to compare. */
function allowOf(header: string | undefined): string | undefined {
  return header
    ?.split(',')
    .map((m) => m.trim())
    .sort()
    .join(', ');
}

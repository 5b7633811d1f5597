import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, CSRF_HEADER, apiRequest, onUnauthorized, withQuery } from './api-client.ts';

/** What the test server saw of the last request. */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Each path answers one way; every request is recorded in `seen`. */
const ROUTES: Record<string, (res: http.ServerResponse) => void> = {
  '/villa': (res) => json(res, 200, { id: 7, name: 'Baan Talay' }),
  '/created': (res) => json(res, 201, { ok: true }),
  '/empty': (res) => res.writeHead(204).end(),
  '/invalid': (res) => json(res, 400, { error: 'guests: too many', details: [{ path: 'guests', message: 'too many' }] }),
  '/conflict': (res) => json(res, 409, { error: 'Those nights are taken', conflictingBooking: { id: 3 } }),
  '/proxy-error': (res) => res.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/html' }).end('<h1>502</h1>'),
  '/signed-out': (res) => json(res, 401, { error: 'Sign in first' }),
  '/drifted': (res) => json(res, 200, { id: 'seven' }),
  '/slow': (res) => setTimeout(() => json(res, 200, { id: 1, name: 'late' }), 2_000),
};

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

const villaSchema = z.object({ id: z.number(), name: z.string() });
let seen: Seen[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const route = ROUTES[new URL(req.url ?? '/', 'http://test').pathname];
      if (route) route(res);
      else json(res, 404, { error: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function lastRequest(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
}

/** The ApiError a call rejects with (fails the test if it resolves or throws anything else). */
async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('withQuery', () => {
  it('when some values are empty, undefined or null, then only the others are in the query string', () => {
    expect(withQuery('/api/search', { area: 'Rawai', guests: 4, checkIn: '', checkOut: undefined, pets: null })).toBe('/api/search?area=Rawai&guests=4');
  });

  it('when there is no query or every value is empty, then the path is unchanged', () => {
    expect(withQuery('/api/villas', undefined)).toBe('/api/villas');
    expect(withQuery('/api/villas', { area: '', guests: undefined })).toBe('/api/villas');
  });
});

describe('apiRequest', () => {
  it('when a GET answers 200, then the answer is parsed with the schema and no CSRF header or body is sent', async () => {
    seen = [];
    const villa = await apiRequest(`${base}/villa`, villaSchema, { query: { lang: 'th', page: undefined } });

    expect(villa).toEqual({ id: 7, name: 'Baan Talay' });
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/villa?lang=th');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['x-requested-with']).toBeUndefined();
    expect(request.headers['content-type']).toBeUndefined();
  });

  it('when the schema is given as a loader, then it is loaded and used to parse the answer', async () => {
    const villa = await apiRequest(`${base}/villa`, () => Promise.resolve(villaSchema));

    expect(villa.name).toBe('Baan Talay');
  });

  it('when a POST carries a body, then it is sent as JSON with the CSRF header and the extra headers', async () => {
    seen = [];
    await apiRequest(`${base}/created`, z.object({ ok: z.boolean() }), {
      method: 'POST',
      body: { villaId: 7, guests: 2 },
      headers: { 'Idempotency-Key': 'attempt-1' },
    });

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ villaId: 7, guests: 2 });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-requested-with']).toBe(CSRF_HEADER['X-Requested-With']);
    expect(request.headers['idempotency-key']).toBe('attempt-1');
  });

  it('when the body is FormData, then it goes as multipart with its own boundary, not as JSON', async () => {
    seen = [];
    const form = new FormData();
    form.set('caption', 'Pool at dusk');
    await apiRequest(`${base}/created`, z.object({ ok: z.boolean() }), { method: 'POST', body: form });

    const request = lastRequest();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('Pool at dusk');
    expect(request.headers['x-requested-with']).toBe(CSRF_HEADER['X-Requested-With']);
  });

  it('when a DELETE answers 204, then the schema is given null', async () => {
    const result = await apiRequest(`${base}/empty`, z.null(), { method: 'DELETE' });

    expect(result).toBeNull();
  });

  it('when the server answers { error, details }, then the ApiError carries its status, message, field details and whole body', async () => {
    const error = await apiErrorOf(apiRequest(`${base}/invalid`, villaSchema, { method: 'POST', body: { guests: 99 } }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('guests: too many');
    expect(error.details).toEqual([{ path: 'guests', message: 'too many' }]);
    expect(error.body).toEqual({ error: 'guests: too many', details: [{ path: 'guests', message: 'too many' }] });
  });

  it('when an error answer says more than { error }, then the extra fields stay on the body', async () => {
    const error = await apiErrorOf(apiRequest(`${base}/conflict`, villaSchema, { method: 'POST', body: {} }));

    expect(error.status).toBe(409);
    expect(error.details).toEqual([]);
    expect(error.body).toMatchObject({ conflictingBooking: { id: 3 } });
  });

  it('when an error answer is not JSON (a proxy page), then the message is the status text', async () => {
    const error = await apiErrorOf(apiRequest(`${base}/proxy-error`, villaSchema));

    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.body).toBeNull();
  });

  it('when an answer is 404, then the error says so', async () => {
    const error = await apiErrorOf(apiRequest(`${base}/nowhere`, villaSchema));

    expect(error.isNotFound).toBe(true);
    expect(error.isUnauthorized).toBe(false);
  });

  it('when a request answers 401, then every unauthorized listener is told until it unsubscribes', async () => {
    const told: ApiError[] = [];
    const unsubscribe = onUnauthorized((error) => told.push(error));

    const first = await apiErrorOf(apiRequest(`${base}/signed-out`, villaSchema));
    unsubscribe();
    await apiErrorOf(apiRequest(`${base}/signed-out`, villaSchema));

    expect(first.isUnauthorized).toBe(true);
    expect(told).toEqual([first]);
  });

  it('when the answer does not match the schema, then the ApiError names the path and the fields that drifted', async () => {
    const error = await apiErrorOf(apiRequest(`${base}/drifted`, villaSchema));

    expect(error.status).toBe(200);
    expect(error.message).toBe(`Unexpected response from ${base}/drifted`);
    expect(error.details.map((d) => d.path).sort()).toEqual(['id', 'name']);
  });

  it('when nothing answers, then the ApiError is a network error with status 0', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const error = await apiErrorOf(apiRequest(`http://127.0.0.1:${port}/villa`, villaSchema));

    expect(error.isNetwork).toBe(true);
    expect(error.message).toBe('Network error');
  });

  it('when the caller aborts, then the abort is rethrown as it is, not turned into an ApiError', async () => {
    const controller = new AbortController();
    const call = apiRequest(`${base}/slow`, villaSchema, { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { VillaDto } from '../villas/villa.schemas.ts';
import { api, fillPath, queryString } from './client.ts';

describe('the typed client', () => {
  it('fills the path and the query in the order given, leaving out empty values', () => {
    expect(fillPath('/api/villas/:id', { id: 'a b/c' })).toBe('/api/villas/a%20b%2Fc');
    expect(() => fillPath('/api/villas/:id', {})).toThrow(/id/);
    expect(queryString({ b: 2, a: 'x', empty: '', none: undefined, list: ['p', 'q'] })).toBe('?b=2&a=x&list=p&list=q');
    expect(api.villas.get.url({ params: { id: 'sea-view' }, query: { currency: 'USD' } })).toBe('/api/villas/sea-view?currency=USD');
    expect(api.villas.listAreas.key()).toBe('/api/areas');
  });

  it('knows its own reads among SWR keys', () => {
    expect(api.villas.get.matches('/api/villas/abc?currency=THB')).toBe(true);
    expect(api.villas.get.matches('/api/villas/abc/availability')).toBe(false);
    expect(api.villas.get.matches(['villa', 'abc'])).toBe(false);
  });

  it('is typed by the contract', () => {
    expectTypeOf(api.villas.get).parameter(0).toHaveProperty('params');
    expectTypeOf(api.villas.get).returns.resolves.toEqualTypeOf<{ data: VillaDto }>();
  });

  describe('over HTTP', () => {
    let server: Server;
    const seen: { method?: string; url?: string; headers: IncomingMessage['headers'] }[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen.push({ method: req.method, url: req.url, headers: req.headers });
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ data: [{ id: 'a1', name: 'North', villaCount: 2 }] }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const realFetch = globalThis.fetch;
      globalThis.fetch = ((input: string, init?: RequestInit) => realFetch(`http://127.0.0.1:${port}${input}`, init)) as typeof fetch;
    });
    afterAll(() => server.close());

    it('calls the operation and parses the answer with its schema', async () => {
      const answer = await api.villas.listAreas().catch((error: unknown) => error);
      expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/areas' });
      // The stand-in's area lacks fields the schema requires: the answer is refused, naming them.
      expect(answer).toMatchObject({ name: 'ApiError', message: 'Unexpected response from /api/areas' });
    });
  });
});

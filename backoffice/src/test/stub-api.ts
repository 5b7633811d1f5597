import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body: unknown;
}

type Handler = (request: StubRequest) => StubAnswer;

/**
 * Stands in for the booking service in component tests only: answers `"METHOD /path"` from the
 * table, records every request, and fails the test on a request it does not know, or on a
 * state-changing request without the CSRF header the real server requires.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request: StubRequest = { method, path: url.pathname, query: url.searchParams, headers, body };
      requests.push(request);
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) throw new Error(`unexpected request ${method} ${url.pathname}`);
      if (method !== 'GET' && headers['X-Requested-With'] !== 'islandstay') {
        return new Response(JSON.stringify({ error: 'missing CSRF header' }), { status: 403, headers: { 'Content-Type': 'application/json' } });
      }
      const answer = handler(request);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}

export const USD = { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimalPlaces: 2, position: 'before' } as const;
export const THB = { code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 36, decimalPlaces: 0, position: 'before' } as const;
export const CURRENCIES_ANSWER = { currencies: [USD, THB], adminCurrency: '$', adminCurrencyCode: 'USD' };

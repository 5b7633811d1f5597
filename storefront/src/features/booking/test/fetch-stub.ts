import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer: a status and JSON body, or `'network'` for a request that never gets one. */
export type Answer = { status: number; body: unknown } | 'network';
type Route = { method: string; path: RegExp; answers: Answer[] };

/**
 * Stubs `fetch`, the browser boundary, for a component test: each route answers from its list in
 * order (the last repeated). Unknown requests fail loudly. Returns every call with its headers and body.
 */
export function stubApi(routes: Route[]): Call[] {
  const calls: Call[] = [];
  const used = new Map<Route, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^https?:\/\/[^/]+/, '');
      const method = init?.method ?? 'GET';
      const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      calls.push({ method, path, headers, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const route = routes.find((r) => r.method === method && r.path.test(path));
      if (!route) return new Response(JSON.stringify({ error: `no stub for ${method} ${path}` }), { status: 599 });
      const index = Math.min(used.get(route) ?? 0, route.answers.length - 1);
      used.set(route, (used.get(route) ?? 0) + 1);
      const answer = route.answers[index]!;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

export const route = (method: string, path: RegExp, ...answers: Answer[]): Route => ({ method, path, answers });

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';

export async function setupI18n(): Promise<void> {
  await initI18n('en');
}

/** Renders `ui` in a memory router with a fresh SWR cache (no answer leaks between tests). */
export function renderPanel(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/login'] });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

/**
 * Stubs `fetch` (the browser boundary) with answers by "METHOD /path"; each answer list is used
 * in order, the last one repeated. Returns the calls made, with their JSON bodies.
 */
export function stubFetch(answers: Record<string, Answer[]>): Call[] {
  const calls: Call[] = [];
  const used: Record<string, number> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const key = `${method} ${path}`;
      const list = answers[key];
      if (!list) return new Response(JSON.stringify({ authenticated: false, role: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      const index = Math.min(used[key] ?? 0, list.length - 1);
      used[key] = (used[key] ?? 0) + 1;
      const answer = list[index]!;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

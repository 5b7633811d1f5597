import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { initI18n } from '../lib/i18n.ts';
import { CurrencyProvider } from '../lib/currency-preference.tsx';
import { TermProvider, type Term } from '../lib/term-preference.tsx';

interface Options {
  /** Data the API would answer, by SWR key: tests render real components without a server. */
  swr?: Record<string, unknown>;
  term?: Term;
  path?: string;
}

/** Renders `routes` (or one element at `/`) with the app's providers, in English. */
export async function renderWithApp(content: ReactNode | RouteObject[], { swr = {}, term = 'short', path = '/' }: Options = {}) {
  await initI18n('en');
  const routes: RouteObject[] = Array.isArray(content) ? content : [{ path: '*', element: content }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), fallback: swr, revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: false }}>
      <TermProvider initialTerm={term}>
        <CurrencyProvider>
          <RouterProvider router={router} />
        </CurrencyProvider>
      </TermProvider>
    </SWRConfig>,
  );
  return { ...result, router };
}

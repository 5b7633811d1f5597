import { SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { initI18n } from '../lib/i18n.ts';
import { CurrencyProvider } from '../lib/currency-preference.tsx';
import { TermProvider } from '../lib/term-preference.tsx';

/** Renders `routes` at `path` with the app's providers, in English, with a fresh SWR cache. */
export async function renderRoutes(routes: RouteObject[], path: string) {
  await initI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0, revalidateOnFocus: false }}>
      <TermProvider initialTerm="short">
        <CurrencyProvider>
          <RouterProvider router={router} />
        </CurrencyProvider>
      </TermProvider>
    </SWRConfig>,
  );
  return { ...result, router };
}

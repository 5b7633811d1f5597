import { createMemoryRouter, type RouteObject } from 'react-router';
import { renderWithProviders } from '@islandstay/web-common/lib/render-with-providers';
import { initI18n } from '../lib/i18n.ts';
import { CurrencyProvider } from '../app/providers.tsx';

/** Renders `routes` at `path` with the app's providers, in English, with a fresh SWR cache. */
export async function renderRoutes(routes: RouteObject[], path: string) {
  await initI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderWithProviders(router, {
    CurrencyProvider,
    swr: { dedupingInterval: 0, errorRetryCount: 0, revalidateOnFocus: false },
    term: 'short',
  });
  return { ...result, router };
}

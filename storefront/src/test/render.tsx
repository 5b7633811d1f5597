import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { renderWithProviders } from '@islandstay/web-common/lib/render-with-providers';
import { type Term } from '@islandstay/web-common/lib/term-preference';
import type { Language } from '@islandstay/web-common/lib/i18n';
import { initI18n } from '../lib/i18n.ts';
import { CurrencyProvider } from '../app/providers.tsx';

interface Options {
  /** Data the API would answer, by SWR key: tests render real components without a server. */
  swr?: Record<string, unknown>;
  term?: Term;
  path?: string;
  /** The page's language (English unless said); a test in Thai sets English back after it (`initI18n('en')`). */
  language?: Language;
}

/** Renders `routes` (or one element at `/`) with the app's providers, in English unless said. */
export async function renderWithApp(content: ReactNode | RouteObject[], { swr = {}, term = 'short', path = '/', language = 'en' }: Options = {}) {
  await initI18n(language);
  const routes: RouteObject[] = Array.isArray(content) ? content : [{ path: '*', element: content }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderWithProviders(router, {
    CurrencyProvider,
    swr: { fallback: swr, revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: false },
    term,
  });
  return { ...result, router };
}

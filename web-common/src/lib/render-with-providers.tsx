import type { ComponentType, ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { TermProvider, type Term } from './term-preference.tsx';

interface Options {
  /** The app's display-currency provider. */
  CurrencyProvider: ComponentType<{ children: ReactNode }>;
  /** SWR settings over a fresh cache (a test's own provider). */
  swr: SWRConfiguration;
  term: Term;
}

/** Unit tests only: renders a memory router inside the providers both front ends use. */
export function renderWithProviders(router: ReturnType<typeof createMemoryRouter>, { CurrencyProvider, swr, term }: Options) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), ...swr }}>
      <TermProvider initialTerm={term}>
        <CurrencyProvider>
          <RouterProvider router={router} />
        </CurrencyProvider>
      </TermProvider>
    </SWRConfig>,
  );
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../../lib/i18n.ts';

export async function setupI18n(): Promise<void> {
  await initI18n('en');
}

/** Renders `ui` as the page at `url` in a memory router; the router tells what the URL became. */
export function renderAt(ui: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  return { ...render(<RouterProvider router={router} />), router };
}

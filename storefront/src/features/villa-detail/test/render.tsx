import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { initI18n } from '../../../lib/i18n.ts';

export async function setupI18n(): Promise<void> {
  await initI18n('en');
}

/** Renders `ui` as the page at `url` in a memory router, so links and the URL behave as in the app. */
export function renderAt(ui: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const result = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { ...result, router };
}

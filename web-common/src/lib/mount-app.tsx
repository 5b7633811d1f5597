import { StrictMode, type ComponentType, type ComponentProps, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

interface MountOptions {
  /** Loads the app's translations before the first render (the app's lib/i18n.ts). */
  initI18n: () => Promise<unknown>;
  /** The app's providers around its router. */
  Providers: ComponentType<{ children: ReactNode }>;
  router: ComponentProps<typeof RouterProvider>['router'];
}

/** Both front ends' start: the router inside the app's providers, rendered into index.html's #root. */
export async function mountApp({ initI18n, Providers, router }: MountOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');

  await initI18n();

  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

import { hydrateRoot, type Root } from 'react-dom/client';
// From react-router, not react-router/dom: the same RouterProvider but for flushSync, which no
// navigation here asks for (and the component tests would get react-router/dom's own copy of the router).
import { RouterProvider } from 'react-router';
import type { SsrState } from '@islandstay/shared/ssr/ssr-contract';
import { changeLanguage, preferredLanguage } from '@islandstay/web-common/lib/i18n';
import { initI18n } from '../lib/i18n.ts';
import { primeFromServer } from '../lib/primed-reads.ts';
import { AppRoot } from './app-root.tsx';
import { createAppRouter } from './router.tsx';

/**
 * Adopts the page the server wrote (booking service, storefront/src/entry-server.tsx): the first
 * render must be the server's, so it starts in the server's language with its answers, and the
 * page's lazy route code is loaded before.
 * The visitor's own stored choices (language, currency) apply right after.
 */
export async function hydrate(root: HTMLElement, state: SsrState): Promise<Root> {
  const router = createAppRouter({ loaderData: state.loaderData });
  await Promise.all([initI18n(state.language, { waitForErrorTexts: false }), initialized(router)]);
  primeFromServer(Object.keys(state.fallback));
  const onLive = () => {
    document.documentElement.dataset.hydrated = 'true';
    const preferred = preferredLanguage();
    if (preferred !== state.language) void changeLanguage(preferred, { persist: false });
  };
  return hydrateRoot(
    root,
    <AppRoot ssr={state} onLive={onLive}>
      <RouterProvider router={router} />
    </AppRoot>,
    // A mismatch React recovered from by rendering afresh: worth seeing in the console (and the E2E).
    { onRecoverableError: (error) => console.error('[hydration]', error) },
  );
}

/**
 * Once the router has loaded the page's lazy route code: before that it would render its loading
 * screen, not the server's page. The route's loader does not run again (its data came with the page).
 */
function initialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

import '@fontsource-variable/plus-jakarta-sans';
import '@fontsource-variable/noto-sans-thai';
import '@fontsource-variable/fraunces';
import '@islandstay/web-common/styles/tokens.css';
import '@islandstay/web-common/styles/global.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SSR_STATE_ID, type SsrState } from '@islandstay/shared/ssr/ssr-contract';
import { mirrorLanguageCookie } from '@islandstay/web-common/lib/i18n';
import { initI18n } from './lib/i18n.ts';
import { AppRoot } from './app/app-root.tsx';
import { createAppRouter } from './app/router.tsx';
import { adoptEarlyResponses } from './early-responses.ts';

// Before anything fetches: the landing page's first read may already be on its way (index.html).
adoptEarlyResponses();
mirrorLanguageCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const stateBlock = document.getElementById(SSR_STATE_ID);

// A page the server rendered is adopted (its own small chunk, which the server's page preloads).
if (stateBlock?.textContent) await (await import('./app/hydrate.tsx')).hydrate(container, JSON.parse(stateBlock.textContent) as SsrState);
else {
  await initI18n(undefined, { waitForErrorTexts: false });
  createRoot(container).render(
    <AppRoot>
      <RouterProvider router={createAppRouter()} />
    </AppRoot>,
  );
}

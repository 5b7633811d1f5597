import '@fontsource-variable/plus-jakarta-sans';
import '@fontsource-variable/noto-sans-thai';
import '@fontsource-variable/fraunces';
import '@islandstay/web-common/styles/tokens.css';
import '@islandstay/web-common/styles/global.css';
import { mountApp } from '@islandstay/web-common/lib/mount-app';
import { initI18n } from './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { adoptEarlyResponses } from './early-responses.ts';

// Before anything fetches: the landing page's first read may already be on its way (index.html).
adoptEarlyResponses();

await mountApp({ initI18n: () => initI18n(undefined, { waitForErrorTexts: false }), Providers: AppProviders, router });

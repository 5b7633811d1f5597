import '@fontsource-variable/plus-jakarta-sans';
import '@fontsource-variable/noto-sans-thai';
import '@islandstay/web-common/styles/tokens.css';
import '@islandstay/web-common/styles/global.css';
import './styles/global.css';
import { mountApp } from '@islandstay/web-common/lib/mount-app';
import { initI18n } from './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';

await mountApp({ initI18n: () => initI18n(undefined, { waitForErrorTexts: false }), Providers: AppProviders, router });

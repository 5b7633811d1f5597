import '@fontsource-variable/plus-jakarta-sans';
import '@fontsource-variable/noto-sans-thai';
import '@islandstay/web-common/styles/tokens.css';
import '@islandstay/web-common/styles/global.css';
import './styles/global.css';
import { mountApp } from '@islandstay/web-common/lib/mount-app';
import { initI18n } from './lib/i18n.ts';
import { startSessionRead } from './lib/api/session.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startCalendarRead } from './features/calendar/api/calendar-range.ts';

// The opened page's first reads go out before the router asks for the page's code (many chunks,
// queued on the browser's few connections): every page's session check, and the calendar's range
// (lib/early-reads.ts). The server answers a signed-out visitor's early calendar read with a 401,
// which is dropped; the guard still sends the visitor to sign in.
startSessionRead();
if (/^\/admin\/calendar\/?$/.test(window.location.pathname)) startCalendarRead(window.location.search);
// The router a task later: the reads' schema chunks are then queued ahead of the page's code, so
// their answers are parsed while the page's chunks still download, not after them.
await new Promise((resolve) => setTimeout(resolve, 0));

await mountApp({ initI18n: () => initI18n(undefined, { waitForErrorTexts: false }), Providers: AppProviders, router: createAppRouter() });

import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { initialJsReport } from '../build-tools/initial-js-report.ts';
import { moduleClosures } from '../build-tools/module-closures.ts';
import { routePreload } from '../build-tools/route-preload.ts';
import { webCommonSource } from '../build-tools/web-common-source.ts';
import { EARLY_RESPONSES_GLOBAL } from './src/early-responses.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

const closures = moduleClosures({ root: import.meta.dirname });
// The entry's closure (the entry module itself stays in the entry chunk), the home route (the
// landing page), and the primed-read marks the code adopting a server-rendered page uses (app/hydrate.tsx).
const shell = closures.closure(['src/main.tsx', 'src/app/routes/home.tsx', 'src/lib/primed-reads.ts'], { except: ['src/main.tsx'] });

/**
 * App modules that are thin layers over the ui group's libraries, only ever loaded with them (the
 * Radix select behind its stand-in, the forms' zod resolver, the side sheet, the account menu, the
 * confirm dialog, the search's date field): kept out of browse, which every browsing page loads
 * before its first paint and which would then import the whole ui chunk (52 KB compressed, about
 * 0.15 s of the search and villa pages' LCP on the bench's slow 4G; docs/benchmarks.md).
 */
const lazyOnlyModules =
  /[\\/](web-common[\\/]src[\\/](components[\\/](select[\\/]radix-select|side-sheet[\\/]side-sheet|account-menu[\\/]account-menu|confirm-dialog[\\/]confirm-dialog)\.tsx|lib[\\/]form-resolver\.ts)|storefront[\\/]src[\\/]features[\\/]search[\\/]components[\\/]stay-dates-field\.tsx)$/;

/**
 * The app code of the browse group: the storefront's shared components and lib, the browsing
 * features, and the same folders of web-common (the UI kit, money and dates the two front ends
 * share) but its form parts, which only the sign-in, booking and account forms use.
 */
const browseModules = /[\\/](storefront[\\/]src[\\/](components|lib|features[\\/](search|villas|villa-detail|reviews))|web-common[\\/]src[\\/](components[\\/](?!form[\\/])[^\\/]+|lib))[\\/]/;

/**
 * Few, purposeful chunks: on a slow connection every extra file is a round trip (and on HTTP/1.1
 * a place in a six-connection queue), so the first visit should fetch a handful of files, not a
 * hundred sub-kilobyte ones.
 * - vendor: what every page runs (React, the router, i18next, SWR), cached across app deploys;
 * - shell: the app's own always-needed code (entry closure plus the home route, the landing page);
 * - zod: the validator every data page parses its answers with (tree-shaken: import it by name,
 *   never `import('zod')` whole, which keeps all of its locales);
 * - ui: Radix, react-hook-form and sonner: forms, menus, dialogs and selects, which the browsing
 *   pages load once idle after their first paint (lib/use-idle.ts);
 * - calendar: the date picker, loaded by the search form on demand and by the villa page;
 * - icons: the remaining lucide icons in one file rather than one file per icon;
 * - browse: app code the browsing pages (search, villa, reviews, the home's lazy parts) share.
 * Everything else stays with the lazy route that uses it (one chunk per page).
 */
const chunkGroups = [
  { name: 'vendor', priority: 50, test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr|use-sync-external-store|dequal)[\\/]/ },
  { name: 'zod', priority: 40, test: /node_modules[\\/]zod[\\/]/ },
  { name: 'shell', priority: 30, test: shell.test },
  {
    name: 'ui',
    priority: 20,
    // Not the parts only one page uses (the contact FAQ's accordion, the booking's alert dialog):
    // they stay with that page.
    test: (id: string) =>
      /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|tslib|get-nonce|detect-node-es|react-hook-form|@hookform|sonner)[\\/]/.test(
        id,
      ) && !/@radix-ui[\\/]react-(accordion|collapsible|alert-dialog|tabs|tooltip)[\\/]/.test(id),
  },
  // The date picker: the search form opens it on demand, the villa page shows it.
  { name: 'calendar', priority: 15, test: /node_modules[\\/](react-day-picker|@date-fns|date-fns)[\\/]/ },
  { name: 'icons', priority: 10, test: /node_modules[\\/]lucide-react[\\/]/ },
  {
    // Code the browsing pages share (cards, prices, the search form): one file, not a dozen.
    // Only these features: a wider net drags the Markdown renderer or sign-in into every page.
    name: 'browse',
    priority: 5,
    minShareCount: 2,
    test: (id: string) => browseModules.test(id) && !lazyOnlyModules.test(id),
  },
];

/**
 * The pages a visit most often starts on, as app/routes and the router name them: their chunks,
 * CSS and first API reads are asked for from index.html, beside the entry
 * (build-tools/route-preload.ts; main.tsx hands the early answers to the app). Data URLs are
 * spelled as the pages' fetchers spell them. Their main photo's preload is written into the HTML
 * by the booking service.
 */
const landingRoutes = routePreload({
  everyPage: ['/api/auth/session', '/api/currencies/all'],
  // The schema the currencies are parsed with (lib/api/currencies.ts): the first prices need them. Not
  // the session's: its chunk would bring the sign-in code's country list into every landing page.
  // The currencies' and villas' contracts too: the typed client loads an operation's schemas with
  // its first answer (shared/src/api/client.ts), and every route here reads villas; asked for only
  // then, they were two round trips in a row after the entry (measured on /search, 4x CPU, slow 4G).
  withEveryRoute: ['shared/src/currency/currency.schemas.ts', 'shared/src/contract/currencies.contract.ts', 'shared/src/contract/villas.contract.ts'],
  languageStorageKey: 'islandstay.language',
  earlyResponsesGlobal: EARLY_RESPONSES_GLOBAL,
  withServerRender: ['storefront/src/app/hydrate.tsx'],
  // The Latin faces of the body text and the headings (tokens.css); Thai and the other subsets load as their text needs them.
  preloadFonts: [/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/, /fraunces-latin-wght-normal-[\w-]+\.woff2$/],
  routes: [
    // Its code and CSS come with the entry (the shell): listed for the server's render (route-assets.json).
    { path: '^/$', module: 'src/app/routes/home.tsx', ownFilesOnly: true },
    {
      path: '^/search/?$',
      module: 'src/app/routes/search.tsx',
      // As useVillaSearch spells it in the default short-term mode (villas without a short-stay licence left out).
      data: '/api/search/villas?limit=12&term=short&locale=$lang',
      dataOnlyWithoutQuery: true,
    },
    {
      path: '^/villa/([^/]+)/?$',
      module: 'src/app/routes/villa.tsx',
      data: '/api/villas/$1?locale=$lang',
    },
    { path: '^/villa/([^/]+)/reviews/?$', module: 'src/app/routes/villa-reviews.tsx' },
    // The CMS pages, server-rendered too (their text from the booking service's cache of the CMS).
    { path: '^/about/?$', module: 'src/app/routes/about.tsx' },
    { path: '^/terms/?$', module: 'src/app/routes/terms.tsx' },
    { path: '^/privacy/?$', module: 'src/app/routes/privacy.tsx' },
    { path: '^/contact/?$', module: 'src/app/routes/contact.tsx' },
  ],
});

/**
 * The server-render bundle (src/entry-server.tsx, `vite build --ssr`): what the booking service
 * imports to write the landing pages' HTML. Self-contained (React, the router and the rest bundled
 * in: the deploy image has no storefront dependencies) and `.mjs`, since dist-ssr/ is copied
 * without this package's `"type": "module"`. None of the client build's plugins: they shape the
 * browser's chunks and index.html.
 */
const serverRenderBuild: UserConfig = {
  base: '/',
  plugins: [react(), webCommonSource()],
  ssr: { noExternal: true },
  // Production React on the server, as in the browser's build (otherwise both builds of React are bundled).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    target: 'node20',
    // One file: its lazy routes inlined, so a new build imported beside the old one (the booking service
    // imports it again when the file changes) is a whole new module graph, never half of each.
    rolldownOptions: { output: { entryFileNames: '[name].mjs', codeSplitting: false } },
  },
};

const clientBuild: UserConfig = {
  base: '/',
  plugins: [react(), webCommonSource(), closures.plugin, landingRoutes, initialJsReport({ route: 'src/app/routes/home.tsx', label: 'Home route', budgetKb: 150 })],
  server: {
    port: Number(process.env.STOREFRONT_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : clientBuild));

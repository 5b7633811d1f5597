import fs from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { initialJsReport } from '../build-tools/initial-js-report.ts';
import { moduleClosures } from '../build-tools/module-closures.ts';
import { routePreload } from '../build-tools/route-preload.ts';
import { webCommonSource } from '../build-tools/web-common-source.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/**
 * Libraries get stable vendor chunks (cached across deploys of app code); what every page runs
 * (React, the router, i18next, SWR) is one file.
 */
const vendorGroups = [
  { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr|use-sync-external-store|dequal)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  {
    name: 'radix',
    test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|tslib|get-nonce|detect-node-es)[\\/]/,
  },
  { name: 'rhf', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
  { name: 'decimal', test: /node_modules[\\/]decimal\.js[\\/]/ },
  // One file for the icons rather than one per icon: a page such as the calendar needed a dozen
  // sub-kilobyte requests, queued on the browser's six connections to the server (HTTP/1.1).
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
].map((group) => ({ ...group, priority: 50 }));

const routesDir = `${import.meta.dirname}/src/app/routes`;
const signInPages = ['src/app/routes/login.tsx', 'src/app/routes/register-owner.tsx'];
/** The pages inside the admin shell: every route module but the two signed-out pages. */
const adminPages = fs
  .readdirSync(routesDir)
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => `src/app/routes/${file}`)
  .filter((file) => !signInPages.includes(file));

const closures = moduleClosures({ root: import.meta.dirname });
const entry = closures.closure(['src/main.tsx'], { except: ['src/main.tsx'] });
const signIn = closures.closure(signInPages);
const adminShell = closures.closure(['src/app/layout/admin-layout.tsx']);
const sharedByPages = closures.closure(adminPages, { sharedBy: 2 });
const isFeature = (id: string) => /[\\/]src[\\/]features[\\/]/.test(id);
const isShared = (id: string) => /[\\/]shared[\\/]src[\\/]/.test(id);
const isFormResolver = (id: string) => /[\\/]web-common[\\/]src[\\/]lib[\\/]form-resolver\.ts$/.test(id);

/**
 * The app's code in a few chunks rather than a hundred sub-kilobyte ones: a page opened by its
 * address (the calendar) asked for about 60 files after the entry, queued on the browser's six
 * connections to the server (HTTP/1.1), one wave after another (docs/benchmarks.md).
 * - shell: the entry's closure, and what both the sign-in pages and the admin shell import;
 * - forms: what the sign-in pages share with the admin pages (form fields and styles), but the
 *   forms' resolver, which imports the form library: only pages with a form load that;
 * - schemas: the shared schemas the sign-in pages import (their forms validate with them);
 * - contracts: the other shared schemas, which the typed client loads with a read's answer (all
 *   in one file: a page's first reads need a dozen of them);
 * - admin: the admin shell (layout, guard, navigation) and the components and libraries two or
 *   more admin pages use. A feature's code stays with its page (one chunk per page, plus one for
 *   what two pages' features share), so no page loads another's.
 */
const appGroups = [
  { name: 'shell', priority: 40, test: (id: string) => entry.has(id) || (signIn.has(id) && adminShell.has(id)) },
  { name: 'forms', priority: 30, test: (id: string) => signIn.has(id) && sharedByPages.has(id) && !isFeature(id) && !isShared(id) && !isFormResolver(id) },
  { name: 'schemas', priority: 25, test: (id: string) => isShared(id) && signIn.has(id) },
  { name: 'contracts', priority: 20, test: (id: string) => isShared(id) },
  { name: 'admin', priority: 10, test: (id: string) => (adminShell.has(id) || (sharedByPages.has(id) && !isFeature(id))) && !signIn.has(id) },
];

/**
 * The pages an admin most often opens by their address: their chunks and CSS are asked for from
 * index.html, beside the entry (build-tools/route-preload.ts), instead of once the router has run.
 * Their first reads start in main.tsx (lib/early-reads.ts). Every page reads the session, whose
 * schema (the contracts chunk) comes with the first answer; the admin pages are inside the shell.
 */
const openedPages = routePreload({
  everyPage: ['/api/auth/session'],
  withFacades: true,
  withEveryRoute: ['src/app/layout/admin-layout.tsx', 'shared/src/contract/auth.contract.ts'],
  routes: [
    { path: '^/admin/?$', module: 'src/app/routes/dashboard.tsx', alsoModules: ['shared/src/contract/dashboard.contract.ts'] },
    { path: '^/admin/calendar/?$', module: 'src/app/routes/calendar.tsx', alsoModules: ['shared/src/contract/calendar.contract.ts'] },
    { path: '^/admin/bookings/?$', module: 'src/app/routes/bookings.tsx' },
    { path: '^/admin/villas/?$', module: 'src/app/routes/villas.tsx' },
    { path: '^/admin/statements/?$', module: 'src/app/routes/statements.tsx' },
    { path: '^/admin-login/?$', module: 'src/app/routes/login.tsx', ownFilesOnly: true, alsoModules: ['shared/src/contract/auth.contract.ts'] },
  ],
});

/**
 * The booking service serves this build at the one origin: the pages /admin, /admin/*, /admin-login
 * and /register-owner get index.html, and files under /admin/ come from dist/ (booking-service
 * modules/web/web.middleware.ts), so the build's base is /admin/: its hashed files live at
 * /admin/assets/*, never colliding with the storefront's /assets/*. The dev server keeps base '/',
 * so /admin-login and /register-owner (outside /admin/) load in development too.
 */
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/admin/' : '/',
  plugins: [react(), webCommonSource(), closures.plugin, openedPages, initialJsReport({ route: 'src/app/routes/login.tsx', label: 'Back office login route', budgetKb: 250 })],
  server: {
    port: Number(process.env.BACKOFFICE_PORT ?? 5174),
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
        codeSplitting: { groups: [...vendorGroups, ...appGroups] },
      },
    },
  },
}));

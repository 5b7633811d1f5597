import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { initialJsReport } from '../build-tools/initial-js-report.ts';
import { webCommonSource } from '../build-tools/web-common-source.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/** Libraries every back-office page needs get stable vendor chunks (cached across deploys of app code). */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  {
    name: 'radix',
    test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|tslib|get-nonce|detect-node-es)[\\/]/,
  },
  { name: 'rhf', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
  { name: 'swr', test: /node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]/ },
  { name: 'decimal', test: /node_modules[\\/]decimal\.js[\\/]/ },
  // One file for the icons rather than one per icon: a page such as the calendar needed a dozen
  // sub-kilobyte requests, queued on the browser's six connections to the server (HTTP/1.1).
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
];

/**
 * The booking service serves this build at the one origin: the pages /admin, /admin/*, /admin-login
 * and /register-owner get index.html, and files under /admin/ come from dist/ (booking-service
 * modules/web/web.middleware.ts), so the build's base is /admin/: its hashed files live at
 * /admin/assets/*, never colliding with the storefront's /assets/*. The dev server keeps base '/',
 * so /admin-login and /register-owner (outside /admin/) load in development too.
 */
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/admin/' : '/',
  plugins: [react(), webCommonSource(), initialJsReport({ route: 'src/app/routes/login.tsx', label: 'Back office login route', budgetKb: 250 })],
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
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
}));

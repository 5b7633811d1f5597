import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { initialJsReport } from './build-tools/initial-js-report.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/**
 * Libraries the shell needs on every page get stable vendor chunks (cached across deploys of app
 * code); everything else (date picker, dialogs, forms) stays with the lazy route that uses it.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'radix', test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|tslib|get-nonce|detect-node-es)[\\/]/ },
  { name: 'rhf', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
  { name: 'swr', test: /node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]/ },
  { name: 'decimal', test: /node_modules[\\/]decimal\.js[\\/]/ },
];

export default defineConfig({
  base: '/',
  plugins: [react(), initialJsReport({ homeRoute: 'src/app/routes/home.tsx', budgetKb: 150 })],
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
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webCommonSource } from '../build-tools/web-common-source.ts';

/** The server-render tests: React's server renderer beside the browser's in one process. */
const SERVER_RENDER_TESTS = ['src/entry-server.test.tsx'];

export default defineConfig({
  plugins: [react(), webCommonSource()],
  test: {
    environment: 'jsdom',
    setupFiles: ['../web-common/src/test-support/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        extends: true,
        test: {
          name: 'storefront',
          // One jsdom and one module graph per worker, not per file: 30-50 s instead of 3 minutes on the
          // 2-core machine. Each test renders with a fresh SWR cache and router, and the MSW handlers and
          // the DOM are reset after each test (test-support/setup.ts); shuffled orders pass.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: SERVER_RENDER_TESTS,
        },
      },
      {
        extends: true,
        test: {
          // A module graph of their own: a server render sets React's context values on the same
          // objects the browser renderer reads, which the other files' renders in a shared graph
          // would then see.
          name: 'storefront-server-render',
          isolate: true,
          include: SERVER_RENDER_TESTS,
        },
      },
    ],
  },
});

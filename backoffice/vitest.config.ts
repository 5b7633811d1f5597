import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webCommonSource } from '../build-tools/web-common-source.ts';

export default defineConfig({
  plugins: [react(), webCommonSource()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file: 30-50 s instead of 3 minutes on the
    // 2-core machine. Each test renders with a fresh SWR cache and router, and the MSW handlers and
    // the DOM are reset after each test (test-support/setup.ts); shuffled orders pass.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../web-common/src/test-support/setup.ts', './src/test/setup-maps.ts'],
    // Give-up limits for a loaded 2-core machine (see src/test/setup.ts), not speed expectations.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});

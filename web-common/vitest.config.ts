import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-common',
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file: 30-50 s instead of 3 minutes on the
    // 2-core machine. Each test renders with a fresh SWR cache and router, and the MSW handlers and
    // the DOM are reset after each test (test-support/setup.ts); shuffled orders pass.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});

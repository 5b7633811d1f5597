import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webCommonSource } from '../build-tools/web-common-source.ts';

export default defineConfig({
  plugins: [react(), webCommonSource()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../web-common/src/test-support/setup.ts'],
    // Give-up limits for a loaded 2-core machine (see src/test/setup.ts), not speed expectations.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The storefront's E2E run: Playwright (playwright-core) in headless Chromium against the whole
 * stack, started once by the global setup on free ports. The harness is the one both apps share,
 * in web-common/src/test-support/e2e. One spec file at a time: the machine has two cores and the
 * stack already uses them.
 */
export default defineConfig({
  test: {
    name: 'storefront-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['../web-common/src/test-support/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 360_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The back office's E2E run: Playwright (playwright-core) in headless Chromium against the whole
 * stack. The harness is the storefront's (storefront/e2e/support: the stack runner on free ports,
 * the browser, axe), imported from there rather than copied. One spec file at a time: the machine
 * has two cores and the stack already uses them.
 */
export default defineConfig({
  test: {
    name: 'backoffice-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['../storefront/e2e/support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 360_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
  },
});

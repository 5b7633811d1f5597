import { defineConfig } from 'vitest/config';

// A feed without a good read for two poll intervals is out of date: with 6-second intervals, one
// that stops answering is out of date 12 s later (rules-and-channels.e2e.ts). The poll job still
// looks once a minute. The global setup passes it on to the stack.
process.env.ICAL_POLL_MINUTES ??= '0.1';

/**
 * The back office's E2E run: Playwright (playwright-core) in headless Chromium against the whole
 * stack. The harness is the one both apps share, in web-common/src/test-support/e2e (the stack
 * runner on free ports, the browser, axe, the stack's API and the specs' common helpers). One spec
 * file at a time: the machine has two cores and the stack already uses them.
 */
export default defineConfig({
  test: {
    name: 'backoffice-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['../web-common/src/test-support/e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 360_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
  },
});

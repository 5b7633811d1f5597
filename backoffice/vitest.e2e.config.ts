import { defineConfig } from 'vitest/config';

// The stack polls import feeds every minute, so a feed that stops answering is out of date (two
// poll intervals) within an E2E run (rules-and-channels.e2e.ts); the global setup passes it on.
process.env.ICAL_POLL_MINUTES ??= '1';

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

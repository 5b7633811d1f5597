import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'dev/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Give-up limits, not speed checks (those are `npm run bench`): the Strapi-backed tests (seed,
    // paging past 500 documents) take 10-40 s on a quiet 2-core machine and over a minute on a busy one.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});

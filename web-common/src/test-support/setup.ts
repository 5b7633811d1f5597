/**
 * Component tests only: both front ends' setup file (their vitest.config.ts `setupFiles`), run
 * before every test file.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupMockApi } from './msw/server.ts';

function setupComponentTests(): void {
  // The machine runs many test files at once on 2 cores: a chain of answered calls and lazy chunks
  // can take over the defaults. Give-up limits, not expectations of speed.
  vi.setConfig({ testTimeout: 20_000 });
  configure({ asyncUtilTimeout: 5000 });

  // The booking service is stood in for by MSW (tests answer with `mockApi(answer(...))`); a request
  // no handler answers fails its test. Registered first, so its afterEach runs after the unmount below.
  setupMockApi();

  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}

setupComponentTests();

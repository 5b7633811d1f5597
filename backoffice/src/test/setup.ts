import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The machine runs many test files at once on 2 cores: a chain of stubbed calls and lazy chunks
// can take over the 1 s default. A give-up limit, not an expectation of speed.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, restartDelay } from './strapi-supervisor.ts';

describe('restarting a crashed CMS', () => {
  it('waits 1 s, then doubles the wait after each crash, never more than 30 s', () => {
    const waits = Array.from({ length: 8 }, (_, crashes) => restartDelay(crashes, DEFAULT_BACKOFF) / 1000);
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });
});

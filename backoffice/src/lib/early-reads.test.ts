import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyReads, readEarlyOr, startEarlyRead } from './early-reads.ts';

afterEach(() => {
  dropEarlyReads();
  vi.useRealTimers();
});

describe('early reads', () => {
  it('when a page reads what was started early, then it gets that answer once and asks the network for the next read', async () => {
    startEarlyRead('/api/x', () => Promise.resolve('early'));
    const network = vi.fn(() => Promise.resolve('network'));
    await expect(readEarlyOr('/api/x', network)).resolves.toBe('early');
    expect(network).not.toHaveBeenCalled();
    await expect(readEarlyOr('/api/x', network)).resolves.toBe('network');
  });

  it('when the early read failed (a signed-out visitor: 401), then the failure is dropped and the page asks again', async () => {
    startEarlyRead('/api/x', () => Promise.reject(new Error('401')));
    await expect(readEarlyOr('/api/x', () => Promise.resolve('asked again'))).resolves.toBe('asked again');
  });

  it('when the same read is started twice, then it goes out once', () => {
    const read = vi.fn(() => Promise.resolve('early'));
    startEarlyRead('/api/x', read);
    startEarlyRead('/api/x', read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('when the early answer is no longer fresh, then the page asks the network', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    startEarlyRead('/api/x', () => Promise.resolve('stale'));
    vi.advanceTimersByTime(11_000);
    await expect(readEarlyOr('/api/x', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('after a sign-in or sign-out, then no early answer (asked as someone else) is taken', async () => {
    startEarlyRead('/api/auth/session', () => Promise.resolve('signed out'));
    dropEarlyReads();
    await expect(readEarlyOr('/api/auth/session', () => Promise.resolve('signed in'))).resolves.toBe('signed in');
  });
});

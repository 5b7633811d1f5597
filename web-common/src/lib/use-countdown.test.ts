import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts whole seconds down from start(n) to 0, then stops running', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ seconds: 0, running: false });

    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ seconds: 3, running: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(2);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.seconds).toBe(0);
  });

  it('when the tab was asleep, then the count follows the clock, not the number of ticks', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    // The clock jumps 20 s while no interval fired (a throttled background tab), then one tick.
    act(() => {
      vi.setSystemTime(Date.now() + 20_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(9);
  });

  it('a second start() restarts the count from the new number', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current.seconds).toBe(1);
    act(() => result.current.start(30));
    expect(result.current.seconds).toBe(30);
  });
});

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@islandstay/shared/api/client';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { useSavedMonthPrices } from './calendar-prices.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>{children}</SWRConfig>;
}

describe("a month's saved prices, one cache entry for every villa in scope", () => {
  it('when two villas read the same month in one session, then each gets its own prices, never the other one', async () => {
    mockApi(
      answer(api.calendar.getMonthPrices, ({ params }) =>
        params.year === '2026' && params.month === '12' ? { prices: { a: { '1': 100 }, b: { '1': 900 } } } : { status: 404, body: { error: 'not this month' } },
      ),
    );
    const { result } = renderHook(() => ({ a: useSavedMonthPrices('a', 2026, 12, true), b: useSavedMonthPrices('b', 2026, 12, true), c: useSavedMonthPrices('c', 2026, 12, true) }), { wrapper });
    await waitFor(() => expect(result.current.a.data).toEqual({ '1': 100 }));
    expect(result.current.b.data).toEqual({ '1': 900 });
    expect(result.current.c.data).toBeNull();
  });
});

import useSWR from 'swr';
import { api } from '@islandstay/shared/api/client';
import { readKey } from '@islandstay/web-common/api/use-api';

const monthRead = (year: number, month: number) => ({ params: { year, month } });

export function calendarPricesKey(year: number, month: number): string {
  return api.calendar.getMonthPrices.key(monthRead(year, month));
}

/**
 * The server's saved nightly prices of one villa for a month (`api.calendar.getMonthPrices`);
 * null when the villa is not in the answer. The cache entry holds the whole answer (every villa in
 * scope), so opening another villa's pricing for the same month never reads this villa's prices.
 */
export function useSavedMonthPrices(villaId: string, year: number, month: number, enabled: boolean) {
  const answer = useSWR(
    readKey(api.calendar.getMonthPrices, enabled ? monthRead(year, month) : null),
    () => api.calendar.getMonthPrices({ ...monthRead(year, month), headers: { 'Cache-Control': 'no-cache' } }),
    { revalidateOnFocus: false, dedupingInterval: 0 },
  );
  return { ...answer, data: answer.data === undefined ? undefined : (answer.data.prices[villaId] ?? null) };
}

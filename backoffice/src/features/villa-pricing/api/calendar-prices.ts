import useSWR from 'swr';
import { calendarMonthPricesResponseSchema } from '@islandstay/shared/bookings/calendar.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function calendarPricesKey(year: number, month: number): string {
  return `/api/admin/calendar-prices/${year}/${month}`;
}

/**
 * The server's saved nightly prices of one villa for a month (GET /api/admin/calendar-prices/:year/:month);
 * null when the villa is not in the answer. The cache entry holds the whole answer (every villa in
 * scope), so opening another villa's pricing for the same month never reads this villa's prices.
 */
export function useSavedMonthPrices(villaId: string, year: number, month: number, enabled: boolean) {
  const answer = useSWR(
    enabled ? calendarPricesKey(year, month) : null,
    (key: string) => apiRequest(key, calendarMonthPricesResponseSchema, { headers: { 'Cache-Control': 'no-cache' } }),
    { revalidateOnFocus: false, dedupingInterval: 0 },
  );
  return { ...answer, data: answer.data === undefined ? undefined : (answer.data.prices[villaId] ?? null) };
}

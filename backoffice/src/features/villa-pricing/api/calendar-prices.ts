import useSWR from 'swr';
import { calendarMonthPricesResponseSchema } from '@islandstay/shared/bookings/calendar.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function calendarPricesKey(year: number, month: number): string {
  return `/api/admin/calendar-prices/${year}/${month}`;
}

/** The server's saved nightly prices of one villa for a month (GET /api/admin/calendar-prices/:year/:month); null when the villa is not in the answer. */
export function useSavedMonthPrices(villaId: string, year: number, month: number, enabled: boolean) {
  return useSWR(
    enabled ? calendarPricesKey(year, month) : null,
    async (key: string) => (await apiRequest(key, calendarMonthPricesResponseSchema, { headers: { 'Cache-Control': 'no-cache' } })).prices[villaId] ?? null,
    { revalidateOnFocus: false, dedupingInterval: 0 },
  );
}

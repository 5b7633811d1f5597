import useSWR from 'swr';
import { calendarPricesResponseSchema } from '@islandstay/shared/pricing/pricing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** One month of nightly prices (villa currency), keyed by `YYYY-MM-DD`. */
export async function fetchCalendarPrices(villaId: string, year: number, month: number): Promise<Record<string, number>> {
  const response = await apiRequest(`/api/villas/${encodeURIComponent(villaId)}/calendar-prices/${year}/${month}`, calendarPricesResponseSchema);
  return response.prices[response.villaId] ?? Object.values(response.prices)[0] ?? {};
}

/**
 * Prices of the months on screen, merged. Spec 7: a failed price load is ignored (the calendar
 * works without prices), so errors are not surfaced.
 */
export function useCalendarPrices(villaId: string, months: readonly { year: number; month: number }[]) {
  const key = ['calendar-prices', villaId, months.map((m) => `${m.year}-${m.month}`).join(',')] as const;
  const { data } = useSWR(key, async () => {
    const results = await Promise.allSettled(months.map((m) => fetchCalendarPrices(villaId, m.year, m.month)));
    return Object.assign({}, ...results.map((r) => (r.status === 'fulfilled' ? r.value : {}))) as Record<string, number>;
  }, { revalidateOnFocus: false, keepPreviousData: true });
  return data ?? {};
}

import useSWR from 'swr';
import { calendarPricesResponseSchema } from '@islandstay/shared/pricing/pricing.schemas';
import type { RateMode } from '@islandstay/shared/pricing/pricing-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** One month of a villa's nightly prices in a rate mode: `{ 'YYYY-MM-DD': price }` in the villa's currency. */
export async function fetchCalendarPrices(villaId: string, year: number, month: number, mode: RateMode): Promise<Record<string, number>> {
  const path = `/api/villas/${encodeURIComponent(villaId)}/calendar-prices/${year}/${month}`;
  const response = await apiRequest(path, calendarPricesResponseSchema, { query: { mode } });
  return response.prices[response.villaId] ?? response.prices[villaId] ?? {};
}

/** Spec 7: failed price calendar loads are ignored (the calendar simply shows no prices). */
export function useCalendarPrices(villaId: string, year: number, month: number, mode: RateMode) {
  const { data } = useSWR(['booking-calendar-prices', villaId, year, month, mode] as const, ([, id, y, m, rateMode]) => fetchCalendarPrices(id, y, m, rateMode), {
    shouldRetryOnError: false,
  });
  return data ?? {};
}

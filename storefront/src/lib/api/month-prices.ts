import { useMemo } from 'react';
import type { RateMode } from '@islandstay/shared/pricing/pricing-types';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export interface Month {
  year: number;
  month: number;
}

const NO_PRICES: Record<string, number> = {};

/**
 * One month of a villa's nightly prices in a rate mode (`daily` unless said): `{ 'YYYY-MM-DD': price }`
 * in the villa's currency. The villa page's calendar and the booking flow's share this read.
 * docs/product.md#availability-calendar: a failed price load is ignored (the calendar works without prices): no error, no retry.
 * `null` reads nothing (a month not on screen).
 */
export function useMonthPrices(villaId: string, month: Month | null, mode: RateMode = 'daily'): Record<string, number> {
  const input = month ? { params: { id: villaId, year: month.year, month: month.month }, query: { mode } } : null;
  const { data } = useApi(api.pricing.getMonthPrices, input, { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true });
  return useMemo(() => (data ? (data.prices[data.villaId] ?? Object.values(data.prices)[0] ?? NO_PRICES) : NO_PRICES), [data]);
}

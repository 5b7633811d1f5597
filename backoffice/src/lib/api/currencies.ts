import useSWR from 'swr';
import type { CurrenciesAllResponse } from '@islandstay/shared/currency/currency.schemas';
import { apiRequest } from '../api-client.ts';

export const CURRENCIES_KEY = '/api/currencies/all';

export function fetchCurrencies(): Promise<CurrenciesAllResponse> {
  return apiRequest(CURRENCIES_KEY, () => import('@islandstay/shared/currency/currency.schemas').then((m) => m.currenciesAllResponseSchema));
}

/** Rates change rarely: no refetch on focus. */
export function useCurrencies() {
  return useSWR(CURRENCIES_KEY, fetchCurrencies, { revalidateOnFocus: false });
}

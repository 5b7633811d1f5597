import useSWR from 'swr';
import { availableCurrenciesResponseSchema } from '@islandstay/shared/currency/currency-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/currencies/available: every currency with its rate against the admin currency, popular ones listed apart. */
export const AVAILABLE_CURRENCIES_KEY = '/api/admin/currencies/available';

function fetchAvailableCurrencies() {
  return apiRequest(AVAILABLE_CURRENCIES_KEY, availableCurrenciesResponseSchema);
}

export function useAvailableCurrencies() {
  return useSWR(AVAILABLE_CURRENCIES_KEY, fetchAvailableCurrencies, { revalidateOnFocus: false });
}

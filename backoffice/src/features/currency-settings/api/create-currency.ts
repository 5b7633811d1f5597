import type { ScopedMutator } from 'swr';
import { currencyResponseSchema, type CustomCurrency } from '@islandstay/shared/currency/currency-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCurrencyData } from './refresh-currency-data.ts';

/** POST /api/admin/currencies (admin only): a custom currency with its rate against the admin currency. */
export async function createCurrency(body: CustomCurrency, mutate: ScopedMutator) {
  const answer = await apiRequest('/api/admin/currencies', currencyResponseSchema, { method: 'POST', body });
  await refreshCurrencyData(mutate);
  return answer;
}

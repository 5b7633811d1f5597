import type { ScopedMutator } from 'swr';
import { fetchRatesResponseSchema } from '@islandstay/shared/currency/currency-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCurrencyData } from './refresh-currency-data.ts';

/**
 * POST /api/admin/currencies/fetch-rates (admin only). A 200 names the currencies the provider
 * does not publish (`unchanged`); a 502 means nothing changed at all.
 */
export async function fetchRates(mutate: ScopedMutator) {
  const answer = await apiRequest('/api/admin/currencies/fetch-rates', fetchRatesResponseSchema, { method: 'POST' });
  await refreshCurrencyData(mutate);
  return answer;
}

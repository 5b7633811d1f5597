import type { ScopedMutator } from 'swr';
import { currencyResponseSchema, type CurrencyEdit } from '@islandstay/shared/currency/currency-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCurrencyData } from './refresh-currency-data.ts';

/** PUT /api/admin/currencies/:code (admin only): a new rate against the admin currency. */
export async function editCurrencyRate(code: string, body: CurrencyEdit, mutate: ScopedMutator) {
  const answer = await apiRequest(`/api/admin/currencies/${encodeURIComponent(code)}`, currencyResponseSchema, { method: 'PUT', body });
  await refreshCurrencyData(mutate);
  return answer;
}

import type { ScopedMutator } from 'swr';
import { currencyResponseSchema } from '@islandstay/shared/currency/currency-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCurrencyData } from './refresh-currency-data.ts';
import { VIEWER_CURRENCY_KEY } from './viewer-currency.ts';

/** PUT /api/admin/currency: the admin sets the base currency (every rate is re-expressed against it); an owner sets their own. */
export async function chooseCurrency(code: string, mutate: ScopedMutator) {
  const answer = await apiRequest(VIEWER_CURRENCY_KEY, currencyResponseSchema, { method: 'PUT', body: { code } });
  await refreshCurrencyData(mutate);
  return answer;
}


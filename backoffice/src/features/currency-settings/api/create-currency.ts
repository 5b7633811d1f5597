import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { CustomCurrency } from '@islandstay/shared/currency/currency-admin.schemas';
import { refreshCurrencyData } from './refresh-currency-data.ts';

/** Creates a custom currency (admin only) with its rate against the admin currency. */
export async function createCurrency(body: CustomCurrency, mutate: ScopedMutator) {
  const answer = await api.currencyAdmin.create({ body });
  await refreshCurrencyData(mutate);
  return answer;
}

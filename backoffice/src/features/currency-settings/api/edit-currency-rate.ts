import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { CurrencyEdit } from '@islandstay/shared/currency/currency-admin.schemas';
import { refreshCurrencyData } from './refresh-currency-data.ts';

/** Edits a currency (admin only): a new rate against the admin currency. */
export async function editCurrencyRate(code: string, body: CurrencyEdit, mutate: ScopedMutator) {
  const answer = await api.currencyAdmin.update({ params: { code }, body });
  await refreshCurrencyData(mutate);
  return answer;
}

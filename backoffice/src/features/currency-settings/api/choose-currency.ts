import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { refreshCurrencyData } from './refresh-currency-data.ts';

/** The admin sets the base currency (every rate is re-expressed against it); an owner sets their own. */
export async function chooseCurrency(code: string, mutate: ScopedMutator) {
  const answer = await api.currencyAdmin.setBaseCurrency({ body: { code } });
  await refreshCurrencyData(mutate);
  return answer;
}

import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { refreshCurrencyData } from './refresh-currency-data.ts';

/**
 * Refreshes the rates from the provider (admin only). A 200 names the currencies the provider
 * does not publish (`unchanged`); a 502 means nothing changed at all.
 */
export async function fetchRates(mutate: ScopedMutator) {
  const answer = await api.currencyAdmin.fetchRates();
  await refreshCurrencyData(mutate);
  return answer;
}

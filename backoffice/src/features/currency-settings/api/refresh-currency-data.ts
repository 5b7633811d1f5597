import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';

/**
 * After any currency change every view of the rates reloads: this page's two lists and the app's
 * currency table (the switcher, the Settings label and every converted price).
 */
export function refreshCurrencyData(mutate: ScopedMutator) {
  return Promise.all([mutate(api.currencyAdmin.getViewerCurrency.key()), mutate(api.currencyAdmin.listAvailable.key()), mutate(api.currencies.list.key())]);
}

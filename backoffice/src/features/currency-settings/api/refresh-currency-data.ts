import type { ScopedMutator } from 'swr';
import { CURRENCIES_KEY } from '../../../lib/api/currencies.ts';
import { AVAILABLE_CURRENCIES_KEY } from './available-currencies.ts';
import { VIEWER_CURRENCY_KEY } from './viewer-currency.ts';

/**
 * After any currency change every view of the rates reloads: this page's two lists and the app's
 * currency table (the switcher, the Settings label and every converted price).
 */
export function refreshCurrencyData(mutate: ScopedMutator) {
  return Promise.all([mutate(VIEWER_CURRENCY_KEY), mutate(AVAILABLE_CURRENCIES_KEY), mutate(CURRENCIES_KEY)]);
}

import { createContext, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { Currency } from '@islandstay/shared/currency/currency';
import type { CurrenciesAllResponse } from '@islandstay/shared/currency/currency.schemas';
import { useStoredPreference, writePreference } from './storage.ts';

const STORAGE_KEY = 'islandstay.currency';

/**
 * docs/product.md#conventions: a failed currency load falls back to US dollars only. The same values as shared's
 * FALLBACK_CURRENCY, written out so the app shell does not pull decimal.js into its first load.
 */
export const FALLBACK_DISPLAY_CURRENCY: Currency = { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimalPlaces: 2, position: 'before' };

interface CurrencyContextValue {
  currencies: readonly Currency[];
  currency: Currency;
  setCurrencyCode: (code: string) => void;
}

/** What the app's currency list hook (SWR over /api/currencies/all) answers. */
export interface CurrenciesState {
  data?: Pick<CurrenciesAllResponse, 'currencies' | 'adminCurrencyCode'>;
  error?: unknown;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/**
 * The display-currency preference (localStorage, shared by both front ends at the one origin) as a
 * provider reading the currency list through the app's own hook (each app has its API client):
 * `export const CurrencyProvider = createCurrencyProvider(useCurrencies)`.
 */
export function createCurrencyProvider(useCurrencies: () => CurrenciesState): ComponentType<{ children: ReactNode }> {
  return function CurrencyProvider({ children }: { children: ReactNode }) {
    const { data, error } = useCurrencies();
    // The stored choice applies once a server-rendered page is adopted (storage.ts); the one made
    // here also holds where storage is refused (private mode).
    const stored = useStoredPreference(STORAGE_KEY);
    const [chosen, setChosen] = useState<string | null>(null);
    const code = chosen ?? stored;

    const currencies: readonly Currency[] = useMemo(() => (data ? data.currencies : error ? [FALLBACK_DISPLAY_CURRENCY] : []), [data, error]);
    const currency = currencies.find((c) => c.code === code) ?? currencies.find((c) => c.code === data?.adminCurrencyCode) ?? currencies[0] ?? FALLBACK_DISPLAY_CURRENCY;

    const setCurrencyCode = useCallback((next: string) => {
      setChosen(next);
      writePreference(STORAGE_KEY, next);
    }, []);

    const value = useMemo<CurrencyContextValue>(() => ({ currencies, currency, setCurrencyCode }), [currencies, currency, setCurrencyCode]);
    return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
  };
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs <CurrencyProvider>');
  return value;
}

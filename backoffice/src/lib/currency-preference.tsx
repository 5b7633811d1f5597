import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Currency } from '@islandstay/shared/currency/currency';
import { useCurrencies } from './api/currencies.ts';
import { readPreference, writePreference } from './storage.ts';

const STORAGE_KEY = 'islandstay.currency';

/**
 * Spec 7: a failed currency load falls back to US dollars only. The same values as shared's
 * FALLBACK_CURRENCY, written out so the app shell does not pull decimal.js into its first load.
 */
export const FALLBACK_DISPLAY_CURRENCY: Currency = { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimalPlaces: 2, position: 'before' };

interface CurrencyContextValue {
  currencies: readonly Currency[];
  currency: Currency;
  setCurrencyCode: (code: string) => void;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { data, error } = useCurrencies();
  const [code, setCode] = useState<string | null>(() => readPreference(STORAGE_KEY));

  const currencies: readonly Currency[] = useMemo(() => (data ? data.currencies : error ? [FALLBACK_DISPLAY_CURRENCY] : []), [data, error]);
  const currency =
    currencies.find((c) => c.code === code) ??
    currencies.find((c) => c.code === data?.adminCurrencyCode) ??
    currencies[0] ??
    FALLBACK_DISPLAY_CURRENCY;

  const setCurrencyCode = useCallback((next: string) => {
    setCode(next);
    writePreference(STORAGE_KEY, next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => ({ currencies, currency, setCurrencyCode }), [currencies, currency, setCurrencyCode]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs <CurrencyProvider>');
  return value;
}

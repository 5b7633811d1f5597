import { useCallback } from 'react';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatPrice } from '@islandstay/web-common/lib/money';

/** `money(amount, code)`: exact decimal text shown in its own currency (no conversion); an unknown currency as `1250.50 XYZ`. */
export function useMoney(): (amount: string, code: string) => string {
  const { currencies } = useCurrency();
  return useCallback(
    (amount: string, code: string) => {
      const currency = currencies.find((c) => c.code === code);
      return currency ? formatPrice(Number(amount), currency) : `${amount} ${code}`;
    },
    [currencies],
  );
}

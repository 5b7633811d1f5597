import { useCallback } from 'react';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatPrice } from '@islandstay/web-common/lib/money';

/**
 * Amounts in a named currency (the villa's, or the one a booking was paid in), formatted by its own
 * rules. An amount may be the exact decimal text the payment reads answer with (`"5000.00"`).
 */
export function useFormatMoney() {
  const { currencies, currency: display } = useCurrency();
  const formatIn = useCallback(
    (amount: number | string, code: string) => {
      const value = Number(amount);
      const currency = currencies.find((c) => c.code === code);
      return currency ? formatPrice(value, currency) : `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${code}`;
    },
    [currencies],
  );
  return { formatIn, display };
}

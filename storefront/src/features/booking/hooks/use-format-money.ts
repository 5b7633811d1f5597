import { useCallback } from 'react';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatPrice } from '@islandstay/web-common/lib/money';

/** Amounts in a named currency (the villa's, or the one a booking was paid in), formatted by its own rules. */
export function useFormatMoney() {
  const { currencies, currency: display } = useCurrency();
  const formatIn = useCallback(
    (amount: number, code: string) => {
      const currency = currencies.find((c) => c.code === code);
      return currency ? formatPrice(amount, currency) : `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${code}`;
    },
    [currencies],
  );
  return { formatIn, display };
}

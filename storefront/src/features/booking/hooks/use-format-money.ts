import { useCallback } from 'react';
import { useCurrency } from '../../../lib/currency-preference.tsx';
import { formatPrice } from '../../../lib/money.ts';

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

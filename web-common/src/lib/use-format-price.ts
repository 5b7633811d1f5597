import { useCallback } from 'react';
import { useCurrency } from './currency-preference.tsx';
import { formatConverted } from './money.ts';

/** `formatFrom(amount, villaCurrency)`: the amount converted to and formatted in the viewer's chosen display currency. */
export function useFormatPrice() {
  const { currency, currencies } = useCurrency();
  const formatFrom = useCallback((amount: number, fromCode: string) => formatConverted(amount, fromCode, currency, currencies), [currency, currencies]);
  return { formatFrom, currency };
}

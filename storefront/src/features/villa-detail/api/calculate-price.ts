import { useStayQuote as useQuote, type StayQuoteRequest } from '../../../lib/api/stay-quote.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The server's quote once both dates are picked, asked ~300 ms after the last change (a visitor
 * clicking around the calendar sends one request, not one per click). `pending` covers the wait.
 */
export function useStayQuote(villaId: string, stay: StayQuoteRequest | null) {
  const settled = useDebouncedValue(stay, QUOTE_DEBOUNCE_MS);
  const result = useQuote(villaId, settled, { shouldRetryOnError: false });
  const waiting = stay !== null && (settled === null || settled.checkIn !== stay.checkIn || settled.checkOut !== stay.checkOut || settled.guests !== stay.guests);
  return { ...result, data: stay ? result.data : undefined, error: stay ? result.error : undefined, pending: waiting || result.isLoading };
}

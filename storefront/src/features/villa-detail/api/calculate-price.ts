import useSWR from 'swr';
import { quoteResponseSchema, type QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  guests?: number;
}

export function calculatePrice(villaId: string, stay: StayRequest): Promise<QuoteResponse> {
  return apiRequest(`/api/villas/${encodeURIComponent(villaId)}/calculate-price`, quoteResponseSchema, { method: 'POST', body: stay });
}

export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The server's quote once both dates are picked, asked ~300 ms after the last change (a visitor
 * clicking around the calendar sends one request, not one per click). `pending` covers the wait.
 */
export function useStayQuote(villaId: string, stay: StayRequest | null) {
  const settled = useDebouncedValue(stay, QUOTE_DEBOUNCE_MS);
  const key = settled ? (['quote', villaId, settled.checkIn, settled.checkOut, settled.guests ?? 0] as const) : null;
  const result = useSWR(key, () => calculatePrice(villaId, settled as StayRequest), { revalidateOnFocus: false, shouldRetryOnError: false });
  const waiting = stay !== null && (settled === null || settled.checkIn !== stay.checkIn || settled.checkOut !== stay.checkOut || settled.guests !== stay.guests);
  return { ...result, data: stay ? result.data : undefined, error: stay ? result.error : undefined, pending: waiting || result.isLoading };
}

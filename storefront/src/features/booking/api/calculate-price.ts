import useSWR from 'swr';
import { quoteResponseSchema, type QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export interface QuoteInput {
  villaId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The display currency the guest chose (its code). */
  currency: string;
}

export function calculatePrice({ villaId, ...body }: QuoteInput): Promise<QuoteResponse> {
  return apiRequest(`/api/villas/${encodeURIComponent(villaId)}/calculate-price`, quoteResponseSchema, { method: 'POST', body });
}

/** The server's quote for the chosen stay (the authority: it also says whether the nights are free). */
export function useQuote(input: QuoteInput | null) {
  return useSWR(input ? (['booking-quote', input.villaId, input.checkIn, input.checkOut, input.guests, input.currency] as const) : null, ([, villaId, checkIn, checkOut, guests, currency]) =>
    calculatePrice({ villaId, checkIn, checkOut, guests, currency }),
  { keepPreviousData: true, revalidateOnFocus: false },
  );
}

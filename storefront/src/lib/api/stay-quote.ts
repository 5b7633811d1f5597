import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiError } from '@islandstay/shared/http/api-client';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { api, queryString } from '@islandstay/shared/api/client';
import { revalidate } from '@islandstay/web-common/api/use-api';

export interface StayQuoteRequest {
  checkIn: string;
  checkOut: string;
  guests?: number;
  /** The display currency (its code), for the quote's `display` figures. */
  currency?: string;
}

/**
 * The quote's SWR key, a string like every read's: the operation's URL, then what the POST's body
 * asks written as a query (`/api/villas/7/calculate-price?checkIn=…&checkOut=…`), so the operation's
 * `matches` finds every cached quote.
 */
function quoteKey(villaId: string, stay: StayQuoteRequest) {
  return api.pricing.quoteStay.key({ params: { id: villaId } }) + queryString({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, currency: stay.currency });
}

/**
 * The server's quote for a stay (the authority: it also says whether the nights are free), read
 * once both dates are known (`null` reads nothing). The villa page and the booking flow share it.
 */
export function useStayQuote(villaId: string, stay: StayQuoteRequest | null, config?: SWRConfiguration<QuoteResponse, ApiError>) {
  return useSWR<QuoteResponse, ApiError>(stay ? quoteKey(villaId, stay) : null, () => api.pricing.quoteStay({ params: { id: villaId }, body: stay! }), { revalidateOnFocus: false, ...config });
}

/** After a refusal that changed what a stay costs or whether it is free: every quote is read again. */
export function refreshStayQuotes() {
  return revalidate(api.pricing.quoteStay);
}

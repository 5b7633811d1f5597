import useSWR from 'swr';
import type { ApiError } from '@islandstay/shared/http/api-client';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { daysBetween, isIsoDate } from '@islandstay/shared/dates/dates';
import { api } from '@islandstay/shared/api/client';

/**
 * The stay's price as the booking form's dates change. A POST read: its key is the operation's
 * URL, then what the body asks (as the storefront keys the same quote).
 */
export function useStayQuote(villaId: string, checkIn: string, checkOut: string, guests: number) {
  const ready = villaId !== '' && isIsoDate(checkIn) && isIsoDate(checkOut) && daysBetween(checkIn, checkOut) >= 1;
  const guestCount = Number.isInteger(guests) && guests >= 1 && guests <= 20 ? guests : 1;
  return useSWR<QuoteResponse, ApiError>(
    ready ? [api.pricing.quoteStay.key({ params: { id: villaId } }), checkIn, checkOut, guestCount, null] : null,
    () => api.pricing.quoteStay({ params: { id: villaId }, body: { checkIn, checkOut, guests: guestCount } }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

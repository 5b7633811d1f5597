import useSWR from 'swr';
import { quoteResponseSchema } from '@islandstay/shared/pricing/pricing.schemas';
import { daysBetween, isIsoDate } from '@islandstay/shared/dates/dates';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/villas/:id/calculate-price: the stay's price as the booking form's dates change. */
export function useStayQuote(villaId: string, checkIn: string, checkOut: string, guests: number) {
  const ready = villaId !== '' && isIsoDate(checkIn) && isIsoDate(checkOut) && daysBetween(checkIn, checkOut) >= 1;
  const guestCount = Number.isInteger(guests) && guests >= 1 && guests <= 20 ? guests : 1;
  return useSWR(
    ready ? ['quote', villaId, checkIn, checkOut, guestCount] : null,
    () => apiRequest(`/api/villas/${encodeURIComponent(villaId)}/calculate-price`, quoteResponseSchema, { method: 'POST', body: { checkIn, checkOut, guests: guestCount } }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

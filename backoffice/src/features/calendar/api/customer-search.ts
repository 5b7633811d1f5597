import useSWR from 'swr';
import { customerSearchResponseSchema } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';

export const CUSTOMER_SEARCH_MIN = 2;

/**
 * GET /api/admin/customers/search for the booking modal's autocomplete (spec 5: only from 2
 * trimmed characters; the caller debounces). A failure clears the suggestions (spec 8).
 */
export function useCustomerSearch(text: string) {
  const query = text.trim();
  const key = query.length >= CUSTOMER_SEARCH_MIN ? withQuery('/api/admin/customers/search', { query }) : null;
  const { data, error, isLoading } = useSWR(key, (path: string) => apiRequest(path, customerSearchResponseSchema), { revalidateOnFocus: false });
  return { customers: key && !error ? (data?.customers ?? []) : [], isSearching: key !== null && isLoading, active: key !== null };
}

import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export const CUSTOMER_SEARCH_MIN = 2;

/**
 * The guest search for the booking modal's autocomplete (docs/product.md#calendar: only from 2 trimmed characters;
 * the caller debounces). A failure clears the suggestions (docs/product.md#calendar).
 */
export function useCustomerSearch(text: string) {
  const query = text.trim();
  const active = query.length >= CUSTOMER_SEARCH_MIN;
  const { data, error, isLoading } = useApi(api.staffBookings.searchCustomers, active ? { query: { query } } : null, { revalidateOnFocus: false });
  return { customers: active && !error ? (data?.customers ?? []) : [], isSearching: active && isLoading, active };
}

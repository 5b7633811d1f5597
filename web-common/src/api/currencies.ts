import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** Rates change rarely: no refetch on focus. */
export function useCurrencies() {
  return useApi(api.currencies.list, undefined, { revalidateOnFocus: false });
}

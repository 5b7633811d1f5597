import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** Every currency with its rate against the admin currency, popular ones listed apart. */
export function useAvailableCurrencies() {
  return useApi(api.currencyAdmin.listAvailable, undefined, { revalidateOnFocus: false });
}

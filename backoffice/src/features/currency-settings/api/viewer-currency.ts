import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** The admin's base currency, or the signed-in owner's own (from the session). */
export function useViewerCurrency() {
  return useApi(api.currencyAdmin.getViewerCurrency, undefined, { revalidateOnFocus: false });
}

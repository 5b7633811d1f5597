import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** A villa's own terms, the site's and the effective ones; another owner's villa is a 404. `null` reads nothing. */
export function useVillaPaymentTerms(villaId: string | null) {
  return useApi(api.payments.villaTerms, villaId ? { params: { id: villaId } } : null, { revalidateOnFocus: false });
}

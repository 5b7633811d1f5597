import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** The read of a villa's seasons and season-type rates (`api.villaPricing.get`). */
export const villaPricingRead = (villaId: string) => ({ params: { id: villaId } });

/**
 * A villa's seasons and season-type rates. Read by the villas page's season dialog and by the
 * villa pricing page and modal, under this one key and shape.
 */
export function useVillaPricing(villaId: string | null) {
  return useApi(api.villaPricing.get, villaId ? villaPricingRead(villaId) : null, { revalidateOnFocus: false });
}

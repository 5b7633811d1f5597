import useSWR from 'swr';
import { seasonRangesResponseSchema, villaPricingResponseSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** The villa's seasons and season-type rates: the engine's other inputs besides the rules. */
export function useVillaSeasonPricing(villaId: string) {
  return useSWR(`/api/admin/villas/${encodeURIComponent(villaId)}/pricing`, (key: string) => apiRequest(key, villaPricingResponseSchema), { revalidateOnFocus: false });
}

/** The calendar's global season periods (they price villas that have season-type rates). */
export function useSeasonRanges() {
  return useSWR('/api/admin/season-ranges', async (key: string) => (await apiRequest(key, seasonRangesResponseSchema)).seasonRanges, { revalidateOnFocus: false });
}

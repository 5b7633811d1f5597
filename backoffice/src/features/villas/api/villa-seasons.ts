import useSWR from 'swr';
import { villaPricingResponseSchema, type SaveSeasonsRequest } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshVillas } from './admin-villas.ts';

function seasonsKey(villaId: string): string {
  return `/api/admin/villas/${encodeURIComponent(villaId)}/pricing`;
}

/** A villa's season periods (GET /api/admin/villas/:id/pricing). */
export function useVillaSeasons(villaId: string | null) {
  return useSWR(villaId ? seasonsKey(villaId) : null, (key: string) => apiRequest(key, villaPricingResponseSchema), { revalidateOnFocus: false });
}

/** POST /api/admin/villas/season: the whole list replaces the old one. */
export async function saveVillaSeasons(request: SaveSeasonsRequest) {
  const answer = await apiRequest('/api/admin/villas/season', villaPricingResponseSchema, { method: 'POST', body: request });
  await refreshVillas();
  return answer;
}

import { villaPricingResponseSchema, type SaveSeasonsRequest } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshVillas } from './admin-villas.ts';

/** POST /api/admin/villas/season: the whole list replaces the old one. */
export async function saveVillaSeasons(request: SaveSeasonsRequest) {
  const answer = await apiRequest('/api/admin/villas/season', villaPricingResponseSchema, { method: 'POST', body: request });
  await refreshVillas();
  return answer;
}

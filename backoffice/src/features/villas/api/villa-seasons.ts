import { api } from '@islandstay/shared/api/client';
import type { SaveSeasonsRequest } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { refreshVillas } from './admin-villas.ts';

/** Saves a villa's season periods: the whole list replaces the old one. */
export async function saveVillaSeasons(request: SaveSeasonsRequest) {
  const answer = await api.villaPricing.saveSeasons({ body: request });
  await refreshVillas();
  return answer;
}

import useSWR from 'swr';
import { adminVillaListResponseSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';

export interface VillaOption {
  id: string;
  name: string;
}

/** The villas in the viewer's scope (an owner's own), by name, for the villa filter. */
const VILLA_OPTIONS_KEY = withQuery('/api/admin/villas', { limit: 100, sortBy: 'name', sortOrder: 'asc', status: 'all' });

async function fetchVillaOptions(): Promise<VillaOption[]> {
  const answer = await apiRequest(VILLA_OPTIONS_KEY, adminVillaListResponseSchema);
  return answer.villas.map((villa) => ({ id: villa.id, name: villa.name }));
}

export function useVillaOptions() {
  return useSWR(VILLA_OPTIONS_KEY, fetchVillaOptions, { revalidateOnFocus: false });
}

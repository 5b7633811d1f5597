import useSWR from 'swr';
import { villaListResponseSchema, type VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec 9: four villas on the home page. */
export const FEATURED_COUNT = 4;

/** Promoted villas first; otherwise the API's order is kept (a stable sort). */
export function promotedFirst<T extends Pick<VillaDto, 'isPromoted'>>(villas: readonly T[]): T[] {
  return [...villas].sort((a, b) => Number(b.isPromoted) - Number(a.isPromoted));
}

export async function fetchFeaturedVillas(): Promise<VillaDto[]> {
  const response = await apiRequest('/api/search/villas', villaListResponseSchema, { query: { sort: 'relevance', limit: FEATURED_COUNT } });
  return promotedFirst(response.data).slice(0, FEATURED_COUNT);
}

export function useFeaturedVillas() {
  return useSWR('featured-villas', fetchFeaturedVillas);
}

import useSWR from 'swr';
import type { areasResponseSchema } from '@islandstay/shared/villas/villa.schemas';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';

export type Area = z.infer<typeof areasResponseSchema>['data'][number];

export const AREAS_KEY = '/api/areas';

export async function fetchAreas(): Promise<Area[]> {
  return (await apiRequest(AREAS_KEY, () => import('@islandstay/shared/villas/villa.schemas').then((m) => m.areasResponseSchema))).data;
}

/** The island's areas (footer, search filters). A failed load leaves an empty list (spec 7). */
export function useAreas() {
  const { data, error, isLoading } = useSWR(AREAS_KEY, fetchAreas, { revalidateOnFocus: false });
  return { areas: data ?? [], error, isLoading };
}

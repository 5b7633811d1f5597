import useSWR from 'swr';
import type { amenitiesResponseSchema } from '@islandstay/shared/villas/villa.schemas';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';

export type Amenity = z.infer<typeof amenitiesResponseSchema>['data'][number];

export const AMENITIES_KEY = '/api/amenities';

export async function fetchAmenities(): Promise<Amenity[]> {
  return (await apiRequest(AMENITIES_KEY, () => import('@islandstay/shared/villas/villa.schemas').then((m) => m.amenitiesResponseSchema))).data;
}

export function useAmenities() {
  const { data, error, isLoading } = useSWR(AMENITIES_KEY, fetchAmenities, { revalidateOnFocus: false });
  return { amenities: data ?? [], error, isLoading };
}

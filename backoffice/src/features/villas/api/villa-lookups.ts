import { useMemo } from 'react';
import useSWR from 'swr';
import { adminAreasResponseSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { amenitiesResponseSchema } from '@islandstay/shared/villas/villa.schemas';
import { ownerListResponseSchema } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

const AREAS_KEY = '/api/admin/areas';
const AMENITIES_KEY = '/api/amenities';
const OWNERS_KEY = '/api/admin/owners';

/** Area names for the Area filter and the villa form. */
export function useAreas() {
  return useSWR(AREAS_KEY, (key: string) => apiRequest(key, adminAreasResponseSchema), { revalidateOnFocus: false });
}

/** Known amenities, predefined first (the form's dropdown and the custom-amenity rule). */
export function useAmenities() {
  return useSWR(AMENITIES_KEY, async (key: string) => (await apiRequest(key, amenitiesResponseSchema)).data, { revalidateOnFocus: false });
}

export interface OwnerOption {
  id: string;
  name: string;
  status: string | null;
}

/**
 * Registered owners (admin only): the Owner filter and Assign Owner. The SWR cache entry of
 * OWNERS_KEY is shared with the Owner Registrations page, so it holds the server's answer as is;
 * the options are derived from it here (a fetcher returning another shape under the same key
 * broke whichever page was opened second).
 */
export function useOwnerOptions(enabled: boolean) {
  const { data, error, isLoading } = useSWR(enabled ? OWNERS_KEY : null, (key: string) => apiRequest(key, ownerListResponseSchema), { revalidateOnFocus: false });
  const options = useMemo(
    (): OwnerOption[] | undefined =>
      data?.owners.map((owner) => ({ id: owner.id, name: owner.name || owner.username, status: owner.status })).sort((a, b) => a.name.localeCompare(b.name)),
    [data],
  );
  return { data: options, error, isLoading };
}

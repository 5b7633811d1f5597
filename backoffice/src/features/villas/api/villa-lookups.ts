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

/** Registered owners (admin only): the Owner filter and Assign Owner. */
export function useOwnerOptions(enabled: boolean) {
  return useSWR(
    enabled ? OWNERS_KEY : null,
    async (key: string): Promise<OwnerOption[]> => {
      const answer = await apiRequest(key, ownerListResponseSchema);
      return answer.owners
        .map((owner) => ({ id: owner.id, name: owner.name || owner.username, status: owner.status }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    { revalidateOnFocus: false },
  );
}

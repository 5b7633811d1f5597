import { useMemo } from 'react';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { derivedRead } from '@islandstay/web-common/api/derived-read';

/** Area names for the Area filter and the villa form. */
export function useAreas() {
  return useApi(api.adminVillas.listAreas, undefined, { revalidateOnFocus: false });
}

/** Known amenities, predefined first (the form's dropdown and the custom-amenity rule). */
export function useAmenities() {
  return derivedRead(useApi(api.villas.listAmenities, undefined, { revalidateOnFocus: false }), (answer) => answer.data);
}

export interface OwnerOption {
  id: string;
  name: string;
  /** Shown beside the name in Assign Owner; the list is admin only, as are owners' emails. */
  email: string | null;
  status: string | null;
}

/**
 * Registered owners (admin only): the Owner filter and Assign Owner. The SWR cache entry of the
 * owner list is shared with the Owner Registrations page, so it holds the server's answer as is;
 * the options are derived from it here (a fetcher returning another shape under the same key
 * broke whichever page was opened second).
 */
export function useOwnerOptions(enabled: boolean) {
  const { data, error, isLoading } = useApi(api.owners.list, enabled ? undefined : null, { revalidateOnFocus: false });
  const options = useMemo(
    (): OwnerOption[] | undefined =>
      data?.owners.map((owner) => ({ id: owner.id, name: owner.name || owner.username, email: owner.email || null, status: owner.status })).sort((a, b) => a.name.localeCompare(b.name)),
    [data],
  );
  return { data: options, error, isLoading };
}

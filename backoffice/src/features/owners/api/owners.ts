import useSWR, { type ScopedMutator } from 'swr';
import { ownerListResponseSchema } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/owners: every owner with their status, newest first (admin only). */
export const OWNERS_KEY = '/api/admin/owners';

function fetchOwners() {
  return apiRequest(OWNERS_KEY, ownerListResponseSchema);
}

export function useOwners() {
  return useSWR(OWNERS_KEY, fetchOwners);
}

/** After a change the list is read again (through the app's SWR cache, `useSWRConfig().mutate`). */
export function refreshOwners(mutate: ScopedMutator) {
  return mutate(OWNERS_KEY);
}

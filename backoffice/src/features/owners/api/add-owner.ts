import type { ScopedMutator } from 'swr';
import { ownerResponseSchema, type AdminOwnerCreate } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshOwners } from './owners.ts';

/** POST /api/admin/owners: an owner added by the admin starts approved (spec 4). */
export async function addOwner(body: AdminOwnerCreate, mutate: ScopedMutator) {
  const answer = await apiRequest('/api/admin/owners', ownerResponseSchema, { method: 'POST', body });
  await refreshOwners(mutate);
  return answer;
}

import type { ScopedMutator } from 'swr';
import { ownerResponseSchema, type OwnerUpdate } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshOwners } from './owners.ts';

/** PUT /api/admin/owners/:id: a blank password is left out, so the owner keeps theirs (spec 5). */
export async function updateOwner(id: string, body: OwnerUpdate, mutate: ScopedMutator) {
  const answer = await apiRequest(`/api/admin/owners/${encodeURIComponent(id)}`, ownerResponseSchema, { method: 'PUT', body });
  await refreshOwners(mutate);
  return answer;
}

import type { ScopedMutator } from 'swr';
import { ownerResponseSchema, type OwnerStatus } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshOwners } from './owners.ts';

/** PATCH /api/admin/owners/:id/status: an unapproved owner loses back-office access at the next session check. */
export async function changeOwnerStatus(id: string, status: OwnerStatus, mutate: ScopedMutator) {
  const answer = await apiRequest(`/api/admin/owners/${encodeURIComponent(id)}/status`, ownerResponseSchema, { method: 'PATCH', body: { status } });
  await refreshOwners(mutate);
  return answer;
}

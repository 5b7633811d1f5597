import type { ScopedMutator } from 'swr';
import { ownerResponseSchema } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshOwners } from './owners.ts';

/** PATCH /api/admin/owners/registrations/:id/approve: a pending owner may sign in from now on. */
export async function approveOwner(id: string, mutate: ScopedMutator) {
  const answer = await apiRequest(`/api/admin/owners/registrations/${encodeURIComponent(id)}/approve`, ownerResponseSchema, { method: 'PATCH' });
  await refreshOwners(mutate);
  return answer;
}

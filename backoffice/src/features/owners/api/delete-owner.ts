import type { ScopedMutator } from 'swr';
import { staffMessageResponseSchema } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshOwners } from './owners.ts';

/** DELETE /api/admin/owners/:id; the server refuses (409, with a sentence) while the owner has villas. */
export async function deleteOwner(id: string, mutate: ScopedMutator) {
  const answer = await apiRequest(`/api/admin/owners/${encodeURIComponent(id)}`, staffMessageResponseSchema, { method: 'DELETE' });
  await refreshOwners(mutate);
  return answer;
}

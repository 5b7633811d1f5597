import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { OwnerStatus } from '@islandstay/shared/staff/staff.schemas';
import { refreshOwners } from './owners.ts';

/** Sets an owner's status: an unapproved owner loses back-office access at the next session check. */
export async function changeOwnerStatus(id: string, status: OwnerStatus, mutate: ScopedMutator) {
  const answer = await api.owners.setStatus({ params: { id }, body: { status } });
  await refreshOwners(mutate);
  return answer;
}

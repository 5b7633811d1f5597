import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { refreshOwners } from './owners.ts';

/** Approves a pending owner: they may sign in from now on. */
export async function approveOwner(id: string, mutate: ScopedMutator) {
  const answer = await api.owners.approve({ params: { id } });
  await refreshOwners(mutate);
  return answer;
}

import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { refreshOwners } from './owners.ts';

/** Deletes an owner; the server refuses (409, with a sentence) while the owner has villas. */
export async function deleteOwner(id: string, mutate: ScopedMutator) {
  const answer = await api.owners.delete({ params: { id } });
  await refreshOwners(mutate);
  return answer;
}

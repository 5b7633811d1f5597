import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { OwnerUpdate } from '@islandstay/shared/staff/staff.schemas';
import { refreshOwners } from './owners.ts';

/** Edits an owner: a blank password is left out, so the owner keeps theirs (docs/product.md#owners). */
export async function updateOwner(id: string, body: OwnerUpdate, mutate: ScopedMutator) {
  const answer = await api.owners.update({ params: { id }, body });
  await refreshOwners(mutate);
  return answer;
}

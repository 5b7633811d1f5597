import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { AdminOwnerCreate } from '@islandstay/shared/staff/staff.schemas';
import { refreshOwners } from './owners.ts';

/** Adds an owner: an owner added by the admin starts approved (docs/product.md#owners). */
export async function addOwner(body: AdminOwnerCreate, mutate: ScopedMutator) {
  const answer = await api.owners.create({ body });
  await refreshOwners(mutate);
  return answer;
}

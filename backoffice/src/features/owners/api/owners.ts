import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';

/** After a change the list is read again (through the app's SWR cache, `useSWRConfig().mutate`). */
export function refreshOwners(mutate: ScopedMutator) {
  return mutate((key) => api.owners.list.matches(key));
}

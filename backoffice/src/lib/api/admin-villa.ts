import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { derivedRead } from '@islandstay/web-common/api/derived-read';

/**
 * One villa in scope (any status) with its statistics; another owner's is 404. Read by the villa
 * pricing modal under `api.adminVillas.get`'s one key (the villas feature's `refreshVillas`
 * revalidates it after a change).
 */
export function useAdminVilla(id: string | null) {
  return derivedRead(useApi(api.adminVillas.get, id ? { params: { id } } : null, { revalidateOnFocus: false }), (answer) => answer.data);
}

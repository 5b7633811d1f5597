import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/**
 * Every owner with their status, newest first (admin only): the Owner Registrations page's read.
 * The villas feature's owner options derive from the same cache entry (`api.owners.list`), so
 * both must keep the server's answer as is under that one key.
 */
export function useOwners() {
  return useApi(api.owners.list);
}

import useSWR, { mutate } from 'swr';
import { adminVillaListResponseSchema, adminVillaResponseSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import type { z } from 'zod';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { VILLAS_PAGE_SIZE, type VillaFilters } from '../hooks/villa-filters.ts';

export type AdminVilla = z.infer<typeof adminVillaResponseSchema>['data'];

export const ADMIN_VILLAS_PATH = '/api/admin/villas';

/** GET /api/admin/villas: the server scopes an owner to their own villas and ignores the owner filter for them. */
export function villasKey(filters: VillaFilters, isAdmin: boolean): string {
  return withQuery(ADMIN_VILLAS_PATH, {
    search: filters.search.trim() || undefined,
    area: filters.area || undefined,
    status: filters.status,
    filterOwner: isAdmin ? filters.owner || undefined : undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: VILLAS_PAGE_SIZE,
  });
}

export function fetchVillas(key: string) {
  return apiRequest(key, adminVillaListResponseSchema);
}

export function useAdminVillas(filters: VillaFilters, isAdmin: boolean) {
  return useSWR(villasKey(filters, isAdmin), fetchVillas, { keepPreviousData: true });
}

export function villaKey(id: string): string {
  return `${ADMIN_VILLAS_PATH}/${encodeURIComponent(id)}`;
}

/** One villa in scope (any status) with its statistics; another owner's is 404. */
export function useAdminVilla(id: string | null) {
  return useSWR(id ? villaKey(id) : null, async (key: string) => (await apiRequest(key, adminVillaResponseSchema)).data, { revalidateOnFocus: false });
}

/** After a change: every loaded villa list and villa is read again. */
export function refreshVillas() {
  return mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_VILLAS_PATH));
}

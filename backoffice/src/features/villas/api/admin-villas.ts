import type { z } from 'zod';
import { api } from '@islandstay/shared/api/client';
import type { adminVillaResponseSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { revalidate, useApi } from '@islandstay/web-common/api/use-api';
import { VILLAS_PAGE_SIZE, type VillaFilters } from '../hooks/villa-filters.ts';

export type AdminVilla = z.infer<typeof adminVillaResponseSchema>['data'];

/** The villa list's read: the server scopes an owner to their own villas and ignores the owner filter for them. */
export function villasRead(filters: VillaFilters, isAdmin: boolean) {
  return {
    query: {
      search: filters.search.trim() || undefined,
      area: filters.area || undefined,
      status: filters.status,
      filterOwner: isAdmin ? filters.owner || undefined : undefined,
      sortBy: filters.sortBy,
      sortOrder: filters.sortOrder,
      page: filters.page,
      limit: VILLAS_PAGE_SIZE,
    },
  };
}

export function useAdminVillas(filters: VillaFilters, isAdmin: boolean) {
  return useApi(api.adminVillas.list, villasRead(filters, isAdmin), { keepPreviousData: true });
}

/** After a change: every loaded villa list and villa is read again, with the villa pricing reads (name, base price, seasons). */
export function refreshVillas() {
  return revalidate(api.adminVillas.list, api.adminVillas.get, api.villaPricing.get, api.villaPricing.getRules);
}

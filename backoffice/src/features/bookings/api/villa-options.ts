import { useMemo } from 'react';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export interface VillaOption {
  id: string;
  name: string;
}

/** The villas in the viewer's scope (an owner's own), by name, for the villa filter. */
const VILLA_OPTIONS_READ = { query: { limit: 100, sortBy: 'name', sortOrder: 'asc', status: 'all' } } as const;

export function useVillaOptions() {
  const { data, error, isLoading } = useApi(api.adminVillas.list, VILLA_OPTIONS_READ, { revalidateOnFocus: false });
  const options = useMemo((): VillaOption[] | undefined => data?.villas.map((villa) => ({ id: villa.id, name: villa.name })), [data]);
  return { data: options, error, isLoading };
}

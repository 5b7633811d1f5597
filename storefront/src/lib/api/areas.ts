import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** The island's areas (footer, search filters). A failed load leaves an empty list (docs/product.md#search). */
export function useAreas() {
  const { data, error, isLoading } = useApi(api.villas.listAreas, undefined, { revalidateOnFocus: false });
  return { areas: data?.data ?? [], error, isLoading };
}

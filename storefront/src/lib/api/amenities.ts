import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export function useAmenities() {
  const { data, error, isLoading } = useApi(api.villas.listAmenities, undefined, { revalidateOnFocus: false });
  return { amenities: data?.data ?? [], error, isLoading };
}

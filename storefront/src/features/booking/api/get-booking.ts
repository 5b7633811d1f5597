import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** One of the signed-in customer's bookings; another customer's or an unknown id is a 404. */
export function useBooking(id: string, enabled: boolean) {
  const read = useApi(api.bookings.get, enabled ? { params: { id } } : null, { shouldRetryOnError: false });
  // Getters, so SWR still re-renders only for what the caller reads.
  return {
    get data() {
      return read.data?.data;
    },
    get error() {
      return read.error;
    },
    get isLoading() {
      return read.isLoading;
    },
    mutate: read.mutate,
  };
}

import { api } from '@islandstay/shared/api/client';
import { revalidate, useApi } from '@islandstay/web-common/api/use-api';

/** The signed-in customer's bookings, each with its own review and whether it may still be cancelled. */
export function useMyBookings() {
  const read = useApi(api.bookings.listMine);
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

/** After a write that changed them: the customer's bookings are read again. */
export function refreshMyBookings() {
  return revalidate(api.bookings.listMine);
}

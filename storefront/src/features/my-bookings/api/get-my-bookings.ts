import { api } from '@islandstay/shared/api/client';
import { derivedRead } from '@islandstay/web-common/api/derived-read';
import { revalidate, useApi } from '@islandstay/web-common/api/use-api';

/** The signed-in customer's bookings, each with its own review and whether it may still be cancelled. */
export function useMyBookings() {
  return derivedRead(useApi(api.bookings.listMine), (answer) => answer.data);
}

/** After a write that changed them: the customer's bookings are read again. */
export function refreshMyBookings() {
  return revalidate(api.bookings.listMine);
}

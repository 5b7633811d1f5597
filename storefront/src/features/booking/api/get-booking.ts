import { api } from '@islandstay/shared/api/client';
import { derivedRead } from '@islandstay/web-common/api/derived-read';
import { useApi } from '@islandstay/web-common/api/use-api';

/** One of the signed-in customer's bookings; another customer's or an unknown id is a 404. */
export function useBooking(id: string, enabled: boolean) {
  return derivedRead(useApi(api.bookings.get, enabled ? { params: { id } } : null, { shouldRetryOnError: false }), (answer) => answer.data);
}

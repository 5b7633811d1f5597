import type { Tm30Form, Tm30Response } from '@islandstay/shared/bookings/tm30.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export function saveTm30(bookingId: string, form: Tm30Form, token?: string): Promise<Tm30Response> {
  return api.tm30.fill({ params: { id: bookingId }, query: { token }, body: form });
}

/** A booking's pre-arrival form: for its signed-in customer, or with the confirmation email's token. */
export function useTm30(bookingId: string, token?: string) {
  return useApi(api.tm30.get, { params: { id: bookingId }, query: { token } }, { revalidateOnFocus: false });
}

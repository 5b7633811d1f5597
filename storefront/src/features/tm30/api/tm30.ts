import useSWR from 'swr';
import { tm30ResponseSchema, type Tm30Form, type Tm30Response } from '@islandstay/shared/bookings/tm30.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** A booking's pre-arrival form: for its signed-in customer, or with the confirmation email's token. */
export function getTm30(bookingId: string, token?: string): Promise<Tm30Response> {
  return apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/tm30`, tm30ResponseSchema, { query: { token } });
}

export function saveTm30(bookingId: string, form: Tm30Form, token?: string): Promise<Tm30Response> {
  return apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/tm30`, tm30ResponseSchema, { method: 'PUT', body: form, query: { token } });
}

export function tm30Key(bookingId: string, token?: string) {
  return ['tm30', bookingId, token ?? ''] as const;
}

export function useTm30(bookingId: string, token?: string) {
  return useSWR(tm30Key(bookingId, token), ([, id, t]) => getTm30(id, t || undefined), { revalidateOnFocus: false });
}

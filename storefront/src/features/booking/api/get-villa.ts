import useSWR from 'swr';
import { villaResponseSchema, type VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export async function fetchVilla(id: string): Promise<VillaDto> {
  return (await apiRequest(`/api/villas/${encodeURIComponent(id)}`, villaResponseSchema)).data;
}

/** The villa being booked: name, capacity, currency and photos for the summary. */
export function useBookingVilla(id: string) {
  return useSWR(['booking-villa', id], ([, villaId]) => fetchVilla(villaId));
}

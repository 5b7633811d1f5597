import useSWR from 'swr';
import { villaAvailabilityResponseSchema } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export interface OccupiedRange {
  checkIn: string;
  checkOut: string;
}

export async function fetchOccupiedRanges(villaId: string): Promise<OccupiedRange[]> {
  return (await apiRequest(`/api/bookings/villa/${encodeURIComponent(villaId)}`, villaAvailabilityResponseSchema)).data;
}

export const availabilityKey = (villaId: string) => ['booking-availability', villaId] as const;

/** Nights already taken (bookings and blocks), never who holds them. */
export function useOccupiedRanges(villaId: string) {
  return useSWR(availabilityKey(villaId), ([, id]) => fetchOccupiedRanges(id));
}

import useSWR from 'swr';
import { villaAvailabilityResponseSchema } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export interface OccupiedRange {
  checkIn: string;
  checkOut: string;
  status: string;
}

/** The villa's occupied ranges (bookings not cancelled, and blocks), never who holds them. */
export async function fetchVillaAvailability(villaId: string): Promise<OccupiedRange[]> {
  const response = await apiRequest(`/api/bookings/villa/${encodeURIComponent(villaId)}`, villaAvailabilityResponseSchema);
  // Spec 4: cancelled bookings never block (the server leaves them out; this keeps it true).
  return response.data.filter((range) => range.status !== 'cancelled');
}

export function useVillaAvailability(villaId: string) {
  return useSWR(['villa-availability', villaId], ([, id]) => fetchVillaAvailability(id));
}

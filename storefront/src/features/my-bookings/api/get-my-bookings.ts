import useSWR from 'swr';
import { customerBookingsResponseSchema, type CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export const MY_BOOKINGS_KEY = '/api/customer/bookings';

export async function fetchMyBookings(): Promise<CustomerBookingDto[]> {
  return (await apiRequest(MY_BOOKINGS_KEY, customerBookingsResponseSchema)).data;
}

/** The signed-in customer's bookings, each with its own review and whether it may still be cancelled. */
export function useMyBookings() {
  return useSWR(MY_BOOKINGS_KEY, fetchMyBookings);
}

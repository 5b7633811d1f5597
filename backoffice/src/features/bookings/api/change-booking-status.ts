import { mutate } from 'swr';
import { bookingResponseSchema, type BookingDto, type BookingStatus } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { STATS_KEY } from '../../../lib/api/stats.ts';
import { refreshBookingLists } from './admin-bookings.ts';

/**
 * PATCH /api/bookings/:id/status (any status to any other; spec 4). Cancelling is the same call
 * with `cancelled`. Afterwards the lists and the dashboard figures (the navigation's badge) reload.
 */
export async function changeBookingStatus(id: string, status: BookingStatus): Promise<BookingDto> {
  const answer = await apiRequest(`/api/bookings/${encodeURIComponent(id)}/status`, bookingResponseSchema, { method: 'PATCH', body: { status } });
  await Promise.all([refreshBookingLists(), mutate(STATS_KEY)]);
  return answer.data;
}

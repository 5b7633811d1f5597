import { mutate } from 'swr';
import { bookingResponseSchema, type BookingDto, type StaffBookingRequest } from '@islandstay/shared/bookings/booking.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { STATS_KEY } from '../../../lib/api/stats.ts';
import { refreshCalendar } from './calendar-range.ts';

/**
 * POST /api/admin/bookings (new) or PUT /api/admin/bookings/:id (edit; saving confirms it, new
 * dates reprice unless a custom price is set). A 409 (nights taken) comes back as an ApiError
 * whose body holds `conflictingBooking`.
 */
export async function saveStaffBooking(request: StaffBookingRequest, bookingId?: string): Promise<BookingDto> {
  const answer = bookingId
    ? await apiRequest(`/api/admin/bookings/${encodeURIComponent(bookingId)}`, bookingResponseSchema, { method: 'PUT', body: request })
    : await apiRequest('/api/admin/bookings', bookingResponseSchema, { method: 'POST', body: request });
  await Promise.all([refreshCalendar(), mutate(STATS_KEY)]);
  return answer.data;
}

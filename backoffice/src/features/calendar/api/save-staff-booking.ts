import { api } from '@islandstay/shared/api/client';
import type { BookingDto, StaffBookingRequest } from '@islandstay/shared/bookings/booking.schemas';
import { revalidate } from '@islandstay/web-common/api/use-api';
import { refreshCalendar } from './calendar-range.ts';

/**
 * Creates a booking (new) or edits one (saving confirms it, new dates reprice unless a custom
 * price is set). A 409 (nights taken) comes back as an ApiError whose body holds
 * `conflictingBooking`.
 */
export async function saveStaffBooking(request: StaffBookingRequest, bookingId?: string): Promise<BookingDto> {
  const answer = bookingId ? await api.staffBookings.update({ params: { id: bookingId }, body: request }) : await api.staffBookings.create({ body: request });
  await Promise.all([refreshCalendar(), revalidate(api.dashboard.getStats)]);
  return answer.data;
}

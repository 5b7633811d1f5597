import { api } from '@islandstay/shared/api/client';
import type { BookingDto, BookingStatus } from '@islandstay/shared/bookings/booking.schemas';
import { revalidate } from '@islandstay/web-common/api/use-api';
import { refreshBookingLists } from './admin-bookings.ts';

/**
 * Sets a booking's status (any status to any other; docs/product.md#bookings-admin). Cancelling is the same call with
 * `cancelled`. Afterwards the lists and the dashboard figures (the navigation's badge) reload.
 */
export async function changeBookingStatus(id: string, status: BookingStatus): Promise<BookingDto> {
  const answer = await api.staffBookings.setStatus({ params: { id }, body: { status } });
  await Promise.all([refreshBookingLists(), revalidate(api.dashboard.getStats)]);
  return answer.data;
}

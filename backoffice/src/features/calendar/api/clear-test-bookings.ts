import { api } from '@islandstay/shared/api/client';

/**
 * Development only: deletes bookings whose guest name or email says "test". The server registers
 * the route only with ENABLE_DEV_TOOLS, answers callers on its own machine only and admits the
 * admin alone; the button is a convenience, not the guard.
 */
export function clearTestBookings() {
  return api.devTools.clearTestBookings();
}

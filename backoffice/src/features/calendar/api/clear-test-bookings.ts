import { clearTestBookingsResponseSchema } from '@islandstay/shared/http/dev-tools.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * DELETE /api/debug/bookings/clear-test (development only): deletes bookings whose guest name or
 * email says "test". The server registers the route only with ENABLE_DEV_TOOLS, answers callers
 * on its own machine only and admits the admin alone; the button is a convenience, not the guard.
 */
export function clearTestBookings() {
  return apiRequest('/api/debug/bookings/clear-test', clearTestBookingsResponseSchema, { method: 'DELETE' });
}

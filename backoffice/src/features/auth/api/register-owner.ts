import type { OwnerRegistration } from '@islandstay/shared/staff/staff.schemas';
import { ownerRegistrationResponseSchema } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/owners/register. The server answers 202 with one message for every registration, a
 * new email or a known one (it tells the address holder by email), so the page cannot reveal who
 * has an account.
 */
export function registerOwner(body: OwnerRegistration): Promise<{ message: string }> {
  return apiRequest('/api/owners/register', ownerRegistrationResponseSchema, { method: 'POST', body });
}

import { api } from '@islandstay/shared/api/client';
import type { OwnerRegistration } from '@islandstay/shared/staff/staff.schemas';

/**
 * Owner self-registration. The server answers 202 with one message for every registration, a
 * new email or a known one (it tells the address holder by email), so the page cannot reveal who
 * has an account.
 */
export function registerOwner(body: OwnerRegistration): Promise<{ message: string }> {
  return api.owners.register({ body });
}

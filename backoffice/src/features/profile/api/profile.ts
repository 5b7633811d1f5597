import useSWR from 'swr';
import { ownerResponseSchema, type StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/profile: the signed-in staff member's own account. */
export const PROFILE_KEY = '/api/admin/profile';

async function fetchProfile(): Promise<StaffAccount> {
  return (await apiRequest(PROFILE_KEY, ownerResponseSchema)).data;
}

export function useProfile() {
  return useSWR(PROFILE_KEY, fetchProfile, { revalidateOnFocus: false });
}

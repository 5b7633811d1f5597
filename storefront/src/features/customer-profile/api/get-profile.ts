import useSWR from 'swr';
import { customerResponseSchema, type CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export const PROFILE_KEY = '/api/customer/profile';

export async function fetchProfile(): Promise<CustomerDto> {
  return (await apiRequest(PROFILE_KEY, customerResponseSchema)).data;
}

/** The signed-in customer's profile. */
export function useProfile() {
  return useSWR(PROFILE_KEY, fetchProfile);
}

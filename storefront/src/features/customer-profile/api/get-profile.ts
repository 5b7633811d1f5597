import type { CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { mutate } from 'swr';

/** The signed-in customer's profile. */
export function useProfile() {
  const read = useApi(api.customers.getProfile);
  // Getters, so SWR still re-renders only for what the caller reads.
  return {
    get data() {
      return read.data?.data;
    },
    get error() {
      return read.error;
    },
    mutate: read.mutate,
  };
}

/** After a write that answered the customer: the profile's read shows it without reading again. */
export function showSavedProfile(customer: CustomerDto) {
  return mutate(api.customers.getProfile.key(), { data: customer }, { revalidate: false });
}

import type { CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { api } from '@islandstay/shared/api/client';

export interface CompleteInfoValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** Complete Your Info: saves the signed-in (just verified) customer's name and email. */
export async function completeProfile(values: CompleteInfoValues): Promise<CustomerDto> {
  return (await api.customers.completeProfile({ body: values })).data;
}

import { customerResponseSchema, type CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CompleteInfoValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** Complete Your Info: saves the signed-in (just verified) customer's name and email. */
export async function completeProfile(values: CompleteInfoValues): Promise<CustomerDto> {
  return (await apiRequest('/api/create-customer', customerResponseSchema, { method: 'POST', body: values })).data;
}

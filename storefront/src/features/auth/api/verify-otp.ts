import type { PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { api } from '@islandstay/shared/api/client';

/**
 * Checks the code and signs the customer in (the session cookie is set by this answer). A new
 * phone answers `customerExists: false`: the client then asks for the customer's details.
 */
export function verifyOtp(input: PhoneInput & { otp: string }) {
  return api.customers.verifyOtp({ body: input });
}

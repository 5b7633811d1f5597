import type { PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { api } from '@islandstay/shared/api/client';

/** Texts a sign-in code. The answer is the same for known and unknown phones (no `customerExists`). */
export function sendOtp(input: PhoneInput) {
  return api.customers.sendOtp({ body: input });
}

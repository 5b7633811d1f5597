import { verifyOtpResponseSchema, type PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Checks the code and signs the customer in (the session cookie is set by this answer). A new
 * phone answers `customerExists: false`: the client then asks for the customer's details.
 */
export function verifyOtp(input: PhoneInput & { otp: string }) {
  return apiRequest('/api/verify-otp', verifyOtpResponseSchema, { method: 'POST', body: input });
}

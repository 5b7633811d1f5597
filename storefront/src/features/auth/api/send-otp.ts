import { sendOtpResponseSchema, type PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Texts a sign-in code. The answer is the same for known and unknown phones (no `customerExists`). */
export function sendOtp(input: PhoneInput) {
  return apiRequest('/api/send-otp', sendOtpResponseSchema, { method: 'POST', body: input });
}

import { mutate } from 'swr';
import { customerResponseSchema, sendOtpResponseSchema, type CustomerDto, type PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/api/session.ts';
import { PROFILE_KEY } from './get-profile.ts';

/** Texts a code to the new phone (docs/architecture.md, "Identity and authorization": a phone change needs a code sent to the new phone). */
export async function sendPhoneChangeCode(phone: PhoneInput): Promise<{ resendAfterSeconds: number }> {
  const answer = await apiRequest('/api/customer/phone/send-otp', sendOtpResponseSchema, { method: 'POST', body: phone });
  return { resendAfterSeconds: answer.resendAfterSeconds };
}

/** Moves the account to the new phone with the code it received. */
export async function verifyPhoneChange(input: PhoneInput & { otp: string }): Promise<CustomerDto> {
  const { data } = await apiRequest('/api/customer/phone/verify', customerResponseSchema, { method: 'POST', body: input });
  await mutate(PROFILE_KEY, data, { revalidate: false });
  await refreshSession();
  return data;
}

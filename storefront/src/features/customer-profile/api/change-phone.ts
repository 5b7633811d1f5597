import type { CustomerDto, PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { api } from '@islandstay/shared/api/client';
import { refreshSession } from '../../../lib/api/session.ts';
import { showSavedProfile } from './get-profile.ts';

/** Texts a code to the new phone (docs/architecture.md, "Identity and authorization": a phone change needs a code sent to the new phone). */
export async function sendPhoneChangeCode(phone: PhoneInput): Promise<{ resendAfterSeconds: number }> {
  const answer = await api.customers.sendPhoneChangeOtp({ body: phone });
  return { resendAfterSeconds: answer.resendAfterSeconds };
}

/** Moves the account to the new phone with the code it received. */
export async function verifyPhoneChange(input: PhoneInput & { otp: string }): Promise<CustomerDto> {
  const { data } = await api.customers.changePhone({ body: input });
  await showSavedProfile(data);
  await refreshSession();
  return data;
}

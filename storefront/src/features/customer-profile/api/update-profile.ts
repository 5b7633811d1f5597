import { mutate } from 'swr';
import { customerResponseSchema, type CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/api/session.ts';
import { PROFILE_KEY } from './get-profile.ts';

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  bio?: string;
}

/** The field the server reads a new profile photo from (multipart). */
export const PROFILE_IMAGE_FIELD = 'profileImage';

/** Saves the profile: JSON, or multipart when a new photo goes with it. The header's name follows. */
export async function updateProfile(values: ProfileUpdate, image: File | null): Promise<CustomerDto> {
  let body: ProfileUpdate | FormData = { ...values, bio: values.bio ?? '' };
  if (image) {
    const form = new FormData();
    form.set('firstName', values.firstName);
    form.set('lastName', values.lastName);
    form.set('email', values.email);
    form.set('bio', values.bio ?? '');
    form.set(PROFILE_IMAGE_FIELD, image);
    body = form;
  }
  const { data } = await apiRequest(PROFILE_KEY, customerResponseSchema, { method: 'PUT', body });
  await mutate(PROFILE_KEY, data, { revalidate: false });
  await refreshSession();
  return data;
}

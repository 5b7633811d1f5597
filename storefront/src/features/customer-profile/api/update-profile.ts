import type { CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { PROFILE_IMAGE_UPLOAD } from '@islandstay/shared/contract/customers.contract';
import { api } from '@islandstay/shared/api/client';
import { refreshSession } from '../../../lib/api/session.ts';
import { showSavedProfile } from './get-profile.ts';

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  bio?: string;
}

/** The field the server reads a new profile photo from (multipart). */
export const PROFILE_IMAGE_FIELD = PROFILE_IMAGE_UPLOAD.field;

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
  const { data } = await api.customers.updateProfile({ body });
  await showSavedProfile(data);
  await refreshSession();
  return data;
}

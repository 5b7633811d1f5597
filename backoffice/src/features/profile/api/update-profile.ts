import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { OwnerUpdate } from '@islandstay/shared/staff/staff.schemas';
import { SESSION_KEY } from '../../../lib/api/session.ts';

/**
 * Updates one's own profile: JSON, or multipart when a new avatar goes with it (field
 * `profileImage`; the server checks the bytes are JPEG, PNG or WebP, at most 2 MB).
 */
export async function updateProfile(fields: OwnerUpdate, avatar: File | null, mutate: ScopedMutator) {
  let body: OwnerUpdate | FormData = fields;
  if (avatar) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') form.append(key, value);
    form.append('profileImage', avatar);
    body = form;
  }
  const answer = await api.staffProfile.update({ body });
  await Promise.all([mutate(api.staffProfile.get.key(), { data: answer.data }, { revalidate: false }), mutate(SESSION_KEY)]);
  return answer;
}

import type { ScopedMutator } from 'swr';
import { ownerResponseSchema, type OwnerUpdate } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_KEY } from '../../../lib/api/session.ts';
import { PROFILE_KEY } from './profile.ts';

/**
 * PUT /api/admin/profile: JSON, or multipart when a new avatar goes with it (field `profileImage`;
 * the server checks the bytes are JPEG, PNG or WebP, at most 2 MB).
 */
export async function updateProfile(fields: OwnerUpdate, avatar: File | null, mutate: ScopedMutator) {
  let body: OwnerUpdate | FormData = fields;
  if (avatar) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') form.append(key, value);
    form.append('profileImage', avatar);
    body = form;
  }
  const answer = await apiRequest(PROFILE_KEY, ownerResponseSchema, { method: 'PUT', body });
  await Promise.all([mutate(PROFILE_KEY, answer.data, { revalidate: false }), mutate(SESSION_KEY)]);
  return answer;
}

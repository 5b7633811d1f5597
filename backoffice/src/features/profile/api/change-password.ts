import { staffMessageResponseSchema } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ScopedMutator } from 'swr';
import { SESSION_KEY } from '../../../lib/api/session.ts';

/**
 * POST /api/admin/profile/password: the current password is checked; this browser gets a fresh
 * session and every other session of the account ends.
 */
export async function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword?: string }, mutate: ScopedMutator) {
  const answer = await apiRequest('/api/admin/profile/password', staffMessageResponseSchema, { method: 'POST', body });
  await mutate(SESSION_KEY);
  return answer;
}

import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { SESSION_KEY } from '../../../lib/api/session.ts';

/**
 * Changes one's own password: the current password is checked; this browser gets a fresh
 * session and every other session of the account ends.
 */
export async function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword?: string }, mutate: ScopedMutator) {
  const answer = await api.staffProfile.changePassword({ body });
  await mutate(SESSION_KEY);
  return answer;
}

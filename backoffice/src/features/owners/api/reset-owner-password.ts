import { api } from '@islandstay/shared/api/client';

/** Sets an owner's password: the owner's sessions end. */
export function resetOwnerPassword(id: string, body: { newPassword: string; confirmPassword?: string }) {
  return api.owners.resetPassword({ params: { id }, body });
}

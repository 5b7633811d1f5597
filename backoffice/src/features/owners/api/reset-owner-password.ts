import { staffMessageResponseSchema } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/owners/:id/reset-password: the owner's sessions end. */
export function resetOwnerPassword(id: string, body: { newPassword: string; confirmPassword?: string }) {
  return apiRequest(`/api/admin/owners/${encodeURIComponent(id)}/reset-password`, staffMessageResponseSchema, { method: 'POST', body });
}

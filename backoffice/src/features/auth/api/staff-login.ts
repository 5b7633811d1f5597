import { mutate } from 'swr';
import type { z } from 'zod';
import type { staffLoginResponseSchema } from '@islandstay/shared/staff/staff.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchSession, SESSION_KEY } from '../../../lib/api/session.ts';

export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/**
 * POST /api/auth/staff/login (the CSRF header comes from the API client). On success the shared
 * session key is refreshed before the caller moves on, so the admin area's guard sees the staff
 * session at once. The response schema arrives with the answer: the login page's first paint
 * does not wait for zod (the initial-JS budget).
 */
export async function staffLogin(username: string, password: string): Promise<StaffLoginResponse> {
  const answer = await apiRequest(
    '/api/auth/staff/login',
    () => import('@islandstay/shared/staff/staff.schemas').then((m) => m.staffLoginResponseSchema),
    { method: 'POST', body: { username, password } },
  );
  await mutate(SESSION_KEY, fetchSession(), { revalidate: false });
  return answer;
}

import { mutate } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { ResultOf } from '@islandstay/shared/contract/operation';
import { fetchSession, SESSION_KEY } from '../../../lib/api/session.ts';
import { dropEarlyReads } from '../../../lib/early-reads.ts';

export type StaffLoginResponse = ResultOf<typeof import('@islandstay/shared/contract/staff-auth.contract').staffAuth.login>;

/**
 * Owner or admin sign-in (the CSRF header comes from the API client). On success the shared
 * session key is refreshed before the caller moves on, so the admin area's guard sees the staff
 * session at once. The typed client loads the response schema with the answer: the login page's
 * first paint does not wait for zod (the initial-JS budget).
 */
export async function staffLogin(username: string, password: string): Promise<StaffLoginResponse> {
  const answer = await api.staffAuth.login({ body: { username, password } });
  dropEarlyReads();
  await mutate(SESSION_KEY, fetchSession(), { revalidate: false });
  return answer;
}

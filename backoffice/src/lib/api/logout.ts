import { mutate } from 'swr';
import { apiRequest } from '../api-client.ts';
import { SESSION_KEY, SIGNED_OUT } from './session.ts';

export async function logout(): Promise<void> {
  await apiRequest('/api/auth/logout', () => import('@islandstay/shared/http/common.schemas').then((m) => m.successResponseSchema), { method: 'POST' });
  await mutate(SESSION_KEY, SIGNED_OUT, { revalidate: false });
}

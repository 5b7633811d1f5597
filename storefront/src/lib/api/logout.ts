import { apiRequest } from '../api-client.ts';
import { refreshSession } from './session.ts';

export async function logout(): Promise<void> {
  await apiRequest('/api/auth/logout', () => import('zod').then(({ z }) => z.unknown()), { method: 'POST' });
  await refreshSession();
}

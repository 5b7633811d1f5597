import { apiRequest } from '../api-client.ts';
import { refreshSession } from './session.ts';

export async function logout(): Promise<void> {
  // Not `import('zod')`: a dynamic import of the whole package keeps every zod locale in the bundle.
  await apiRequest('/api/auth/logout', () => import('@islandstay/shared/http/common.schemas').then((m) => m.successResponseSchema), { method: 'POST' });
  await refreshSession();
}

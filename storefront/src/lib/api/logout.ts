import { api } from '@islandstay/shared/api/client';
import { refreshSession } from './session.ts';

export async function logout(): Promise<void> {
  await api.auth.logout();
  await refreshSession();
}

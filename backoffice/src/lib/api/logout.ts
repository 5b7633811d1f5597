import { mutate } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { dropEarlyReads } from '../early-reads.ts';
import { SESSION_KEY, SIGNED_OUT } from './session.ts';

export async function logout(): Promise<void> {
  await api.auth.logout();
  dropEarlyReads();
  await mutate(SESSION_KEY, SIGNED_OUT, { revalidate: false });
}

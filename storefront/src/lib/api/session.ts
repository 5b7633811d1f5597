import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import type { sessionResponseSchema } from '@islandstay/shared/customers/customer.schemas';
import { apiRequest } from '../api-client.ts';

export type Session = z.infer<typeof sessionResponseSchema>;

/** The one SWR key every page shares for "who is signed in". */
export const SESSION_KEY = '/api/auth/session';

const SIGNED_OUT: Session = { authenticated: false, role: null };

export function fetchSession(): Promise<Session> {
  return apiRequest(SESSION_KEY, () => import('@islandstay/shared/customers/customer.schemas').then((m) => m.sessionResponseSchema));
}

export function useSession() {
  const { data, error, isLoading } = useSWR(SESSION_KEY, fetchSession, { revalidateOnFocus: true });
  const session = data ?? SIGNED_OUT;
  return {
    session,
    isLoading,
    error,
    isCustomer: session.authenticated && session.role === 'customer',
    isStaff: session.authenticated && (session.role === 'admin' || session.role === 'owner'),
    isAdmin: session.authenticated && session.role === 'admin',
  };
}

export function refreshSession() {
  return mutate(SESSION_KEY);
}

import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import type { sessionResponseSchema } from '@islandstay/shared/customers/customer.schemas';
import { apiRequest } from '../api-client.ts';

export type Session = z.infer<typeof sessionResponseSchema>;
export type StaffRole = 'admin' | 'owner';

/** The one SWR key every page shares for "who is signed in". */
export const SESSION_KEY = '/api/auth/session';

export const SIGNED_OUT: Session = { authenticated: false, role: null };

export function fetchSession(): Promise<Session> {
  return apiRequest(SESSION_KEY, () => import('@islandstay/shared/customers/customer.schemas').then((m) => m.sessionResponseSchema));
}

export function staffRoleOf(session: Session): StaffRole | null {
  return session.authenticated && (session.role === 'admin' || session.role === 'owner') ? session.role : null;
}

export function useSession() {
  const { data, error, isLoading } = useSWR(SESSION_KEY, fetchSession, { revalidateOnFocus: true });
  const session = data ?? SIGNED_OUT;
  const role = staffRoleOf(session);
  return {
    session,
    /** True until the first answer: guards wait instead of redirecting a signed-in user. */
    isLoading: isLoading && !data,
    error,
    role,
    isStaff: role !== null,
    isAdmin: role === 'admin',
    isOwner: role === 'owner',
  };
}

export function refreshSession() {
  return mutate(SESSION_KEY);
}

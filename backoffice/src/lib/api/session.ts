import type { z } from 'zod';
import type { sessionResponseSchema } from '@islandstay/shared/customers/customer.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export type Session = z.infer<typeof sessionResponseSchema>;
export type StaffRole = 'admin' | 'owner';

/** The one SWR key every page shares for "who is signed in". */
export const SESSION_KEY = api.auth.getSession.key();

export const SIGNED_OUT: Session = { authenticated: false, role: null };

export function fetchSession(): Promise<Session> {
  return api.auth.getSession();
}

export function staffRoleOf(session: Session): StaffRole | null {
  return session.authenticated && (session.role === 'admin' || session.role === 'owner') ? session.role : null;
}

export function useSession() {
  const { data, error, isLoading } = useApi(api.auth.getSession, undefined, { revalidateOnFocus: true });
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

import type { z } from 'zod';
import type { sessionResponseSchema } from '@islandstay/shared/customers/customer.schemas';
import useSWR from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { ApiError } from '@islandstay/shared/http/api-client';
import { readEarlyOr, startEarlyRead } from '../early-reads.ts';

export type Session = z.infer<typeof sessionResponseSchema>;
export type StaffRole = 'admin' | 'owner';

/** The one SWR key every page shares for "who is signed in". */
export const SESSION_KEY = api.auth.getSession.key();

export const SIGNED_OUT: Session = { authenticated: false, role: null };

export function fetchSession(): Promise<Session> {
  return api.auth.getSession();
}

/** Every back-office page reads the session at once (the admin area's guard, the login page): main.tsx starts it first. */
export function startSessionRead(): void {
  startEarlyRead(SESSION_KEY, fetchSession);
}

export function staffRoleOf(session: Session): StaffRole | null {
  return session.authenticated && (session.role === 'admin' || session.role === 'owner') ? session.role : null;
}

export function useSession() {
  const { data, error, isLoading } = useSWR<Session, ApiError>(SESSION_KEY, () => readEarlyOr(SESSION_KEY, fetchSession), { revalidateOnFocus: true });
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

import { mutate } from 'swr';
import type { z } from 'zod';
import type { sessionResponseSchema } from '@islandstay/shared/customers/customer.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export type Session = z.infer<typeof sessionResponseSchema>;

/** The one SWR key every page shares for "who is signed in". */
export const SESSION_KEY = api.auth.getSession.key();

const SIGNED_OUT: Session = { authenticated: false, role: null };

export function useSession() {
  const { data, error, isLoading } = useApi(api.auth.getSession, undefined, { revalidateOnFocus: true });
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

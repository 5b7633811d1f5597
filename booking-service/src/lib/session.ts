/** Who a signed-in caller is: plain values, known to the HTTP layer and the services alike. */
export type SessionRole = 'customer' | 'owner' | 'admin';

export interface Session {
  id: string;
  role: SessionRole;
  /** Customer id for customers; staff account id for owners and admins. */
  subject: string;
  ownerId: string | null;
}

import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import { findVillaAnyStatus, type VillaRecord } from '../villas/villa-reads.ts';
import type { Session } from './session.service.ts';

/**
 * The owner whose villas bound a staff member's view, taken from the session and never from a
 * query parameter: undefined for the admin (everything).
 */
export function ownerScope(session: Session): string | undefined {
  if (session.role === 'admin') return undefined;
  if (session.role === 'owner' && session.ownerId) return session.ownerId;
  throw new AppError('FORBIDDEN', 'auth.forbidden', 'You do not have access to this');
}

/** A villa of the read model (any status) the staff member may manage; another owner's is 404. */
export async function villaInScope(db: Knex | Knex.Transaction, session: Session, villaId: string): Promise<VillaRecord> {
  const villa = await findVillaAnyStatus(db, villaId);
  const scope = ownerScope(session);
  if (!villa || (scope !== undefined && villa.ownerId !== scope)) throw AppError.notFound('Villa not found', 'villa.notFound');
  return villa;
}

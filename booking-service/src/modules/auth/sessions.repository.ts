import type { Knex } from '../../db/knex.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { SessionRole } from '../../lib/session.ts';

export type { SessionRole };

export interface SessionRecord {
  id: string;
  role: SessionRole;
  subject: string;
  ownerId: string | null;
  expiresAt: Date;
  checkedAt: Date;
}

export async function insertSession(db: Knex, s: { id: string; role: SessionRole; subject: string; ownerId?: string; now: Date; expiresAt: Date }): Promise<void> {
  await db('sessions').insert({
    id: s.id,
    role: s.role,
    subject: s.subject,
    owner_id: s.ownerId ?? null,
    created_at: s.now,
    expires_at: s.expiresAt,
    checked_at: s.now,
  });
}

/** Every signed-in request reads its session: a prepared statement, planned once per connection. */
export async function findLiveSession(db: Knex, id: string, now: Date): Promise<SessionRecord | undefined> {
  const [row] = await preparedQuery<{ id: string; role: SessionRole; subject: string; owner_id: string | null; expires_at: Date; checked_at: Date }>(
    db,
    'live-session',
    'select id, role, subject, owner_id, expires_at, checked_at from sessions where id = $1 and revoked_at is null and expires_at > $2',
    [id, now],
  );
  if (!row) return undefined;
  return { id: row.id, role: row.role, subject: row.subject, ownerId: row.owner_id, expiresAt: row.expires_at, checkedAt: row.checked_at };
}

export async function revokeSession(db: Knex, id: string, now: Date): Promise<void> {
  await db('sessions').where({ id }).update({ revoked_at: now });
}

export async function revokeSessionsOf(db: Knex | Knex.Transaction, role: SessionRole, subject: string, now: Date): Promise<void> {
  await db('sessions').where({ role, subject }).whereNull('revoked_at').update({ revoked_at: now });
}

export async function markSessionChecked(db: Knex, id: string, now: Date): Promise<void> {
  await db('sessions').where({ id }).update({ checked_at: now });
}

/** An owner account may work only while its projection says approved (a deleted owner has no row). */
export async function isOwnerApproved(db: Knex, ownerId: string): Promise<boolean> {
  const row = await db('owners').where({ id: ownerId }).first('status');
  return row?.status === 'approved';
}

export async function findOwner(db: Knex, ownerId: string): Promise<{ name: string; email: string | null; status: string } | undefined> {
  return db('owners').where({ id: ownerId }).first('name', 'email', 'status');
}

import type { HostProfileUpdate } from '@islandstay/shared/staff/host-profile.schemas';
import type { Knex } from '../../db/knex.ts';

type Db = Knex | Knex.Transaction;

export interface HostProfileRecord {
  ownerName: string;
  displayName: string | null;
  languages: string[];
  bio: string | null;
  showPhoto: boolean;
  photoUrl: string | null;
  hostingSince: number | null;
}

interface HostRow {
  owner_name: string;
  display_name: string | null;
  languages: string[] | null;
  bio: string | null;
  show_photo: boolean | null;
  photo_url: string | null;
  account_created_at: Date | null;
  first_villa_at: Date | null;
}

/** One owner's host profile (defaults when they never set one); undefined for an unknown owner. */
export async function hostProfileOf(db: Db, ownerId: string): Promise<HostProfileRecord | undefined> {
  const row = (await db('owners as o')
    .leftJoin('owner_host_profiles as h', 'h.owner_id', 'o.id')
    .where('o.id', ownerId)
    .first(
      'o.name as owner_name',
      'h.display_name',
      'h.languages',
      'h.bio',
      'h.show_photo',
      'h.photo_url',
      'h.account_created_at',
      db.raw('(select min(v.created_at) from villas v where v.owner_id = o.id) as first_villa_at'),
    )) as HostRow | undefined;
  if (!row) return undefined;
  const years = [row.account_created_at, row.first_villa_at].filter((d): d is Date => d instanceof Date).map((d) => d.getUTCFullYear());
  return {
    ownerName: row.owner_name,
    displayName: row.display_name,
    languages: row.languages ?? [],
    bio: row.bio,
    showPhoto: row.show_photo ?? true,
    photoUrl: row.photo_url,
    hostingSince: years.length > 0 ? Math.min(...years) : null,
  };
}

export async function saveHostProfile(db: Db, ownerId: string, fields: HostProfileUpdate, now: Date): Promise<void> {
  const row = { display_name: fields.displayName, languages: JSON.stringify(fields.languages), bio: fields.bio, show_photo: fields.showPhoto, updated_at: now };
  await db('owner_host_profiles')
    .insert({ owner_id: ownerId, ...row })
    .onConflict('owner_id')
    .merge(Object.keys(row));
}

/** The account's avatar and creation time as the CMS has them, kept with the host profile (an owner not projected yet: nothing). */
export async function recordHostAccountFacts(db: Db, ownerId: string, facts: { photoUrl: string | null; accountCreatedAt: string | null }): Promise<void> {
  await db.raw(
    `insert into owner_host_profiles (owner_id, photo_url, account_created_at)
     select id, ?, ? from owners where id = ?
     on conflict (owner_id) do update set photo_url = excluded.photo_url, account_created_at = excluded.account_created_at`,
    [facts.photoUrl, facts.accountCreatedAt, ownerId],
  );
}

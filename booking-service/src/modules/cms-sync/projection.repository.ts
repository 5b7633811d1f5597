import type { CmsAmenity, CmsArea, CmsVilla } from '@islandstay/shared/cms/cms-event.schemas';
import type { Knex } from '../../db/knex.ts';
import { pgTextArray } from '../../db/sql.ts';

type Db = Knex | Knex.Transaction;

export async function isVillaTombstoned(db: Db, id: string): Promise<boolean> {
  return Boolean(await db('villa_tombstones').where({ villa_id: id }).first('villa_id'));
}

export async function currencyExists(db: Db, code: string): Promise<boolean> {
  return Boolean(await db('currencies').where({ code }).first('code'));
}

/**
 * An owner the projection has not heard of yet (a villa event can arrive before its owner's):
 * pending, and dated at the epoch so the owner's own event always wins.
 */
export async function ensureOwnerPlaceholder(db: Db, ownerId: string): Promise<void> {
  await db('owners')
    .insert({ id: ownerId, name: 'Unknown owner', status: 'pending', updated_at: new Date(0) })
    .onConflict('id')
    .ignore();
}

type OptionalVillaFields = 'cleaningFee' | 'shortStayLicence' | 'latitude' | 'longitude' | 'hideExactLocation' | 'translations';

/** A CMS villa as a `villas` row (the demo seed's villas charge no cleaning fee unless they say so). */
export function villaRow(id: string, v: Omit<CmsVilla, OptionalVillaFields> & Partial<Pick<CmsVilla, OptionalVillaFields>>) {
  // A point is both coordinates or none.
  const located = v.latitude != null && v.longitude != null;
  return {
    id,
    slug: v.slug,
    name: v.name,
    description: v.description,
    villatype: v.villatype,
    areas: pgTextArray(v.areas),
    amenities: pgTextArray(v.amenities),
    amenity_keys: pgTextArray(v.amenities.map((a) => a.toLowerCase())),
    images: JSON.stringify(v.images),
    guests: v.guests,
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    base_price: v.basePrice,
    cleaning_fee: v.cleaningFee ?? 0,
    short_stay_licence: v.shortStayLicence ?? null,
    latitude: located ? v.latitude : null,
    longitude: located ? v.longitude : null,
    hide_exact_location: v.hideExactLocation ?? false,
    currency: v.currency,
    is_active: v.isActive,
    is_promoted: v.isPromoted,
    owner_id: v.ownerId,
    translations: JSON.stringify(v.translations ?? {}),
    ...(v.createdAt ? { created_at: v.createdAt } : {}),
  };
}

/** Inserts or updates a villa unless the row holds a newer version; true when written. */
export async function upsertVilla(db: Db, id: string, updatedAt: string, v: CmsVilla): Promise<boolean> {
  const row = { ...villaRow(id, v), updated_at: updatedAt };
  // Rating and review count belong to the booking service: an update never touches them.
  const { id: _id, created_at: _created, ...updates } = row as typeof row & { created_at?: string };
  const written = await db('villas').insert(row).onConflict('id').merge(Object.keys(updates)).where('villas.updated_at', '<=', updatedAt).returning('id');
  return written.length > 0;
}

export async function deleteVilla(db: Db, id: string): Promise<void> {
  await db('villas').where({ id }).delete();
  await db('villa_tombstones').insert({ villa_id: id }).onConflict('villa_id').ignore();
}

/**
 * Inserts or updates one projected row unless the row already holds a newer version (its
 * `updated_at` is later than the event's); true when written.
 */
async function upsertIfNewer(db: Db, table: 'owners' | 'areas' | 'amenities', row: Record<string, unknown> & { id: string; updated_at: string }): Promise<boolean> {
  const written = await db(table)
    .insert(row)
    .onConflict('id')
    .merge(Object.keys(row).filter((k) => k !== 'id'))
    .where(`${table}.updated_at`, '<=', row.updated_at)
    .returning('id');
  return written.length > 0;
}

export function upsertOwner(db: Db, id: string, updatedAt: string, o: { name: string; email: string | null; status: string }): Promise<boolean> {
  return upsertIfNewer(db, 'owners', { id, name: o.name, email: o.email, status: o.status, updated_at: updatedAt });
}

/** The owner's villas stay (the back office refuses to delete an owner who has villas) but leave public view. */
export async function deleteOwner(db: Db, id: string): Promise<void> {
  await db('villas').where({ owner_id: id }).update({ owner_id: null });
  await db('owners').where({ id }).delete();
}

export function upsertArea(db: Db, id: string, updatedAt: string, a: Pick<CmsArea, 'name' | 'slug'> & Partial<CmsArea>): Promise<boolean> {
  return upsertIfNewer(db, 'areas', { id, name: a.name, slug: a.slug, translations: JSON.stringify(a.translations ?? {}), updated_at: updatedAt });
}

export function upsertAmenity(db: Db, id: string, updatedAt: string, a: Pick<CmsAmenity, 'name' | 'icon' | 'predefined'> & Partial<CmsAmenity>): Promise<boolean> {
  return upsertIfNewer(db, 'amenities', { id, name: a.name, icon: a.icon, predefined: a.predefined, translations: JSON.stringify(a.translations ?? {}), updated_at: updatedAt });
}

export async function deleteRow(db: Db, table: 'areas' | 'amenities', id: string): Promise<void> {
  await db(table).where({ id }).delete();
}

/** Ids of a projected table whose row is not newer than `at` (placeholders included). */
export async function idsUpdatedNotAfter(db: Db, table: 'villas' | 'owners' | 'areas' | 'amenities', at: string): Promise<string[]> {
  const rows = await db(table).where('updated_at', '<=', at).select<{ id: string }[]>('id');
  return rows.map((r) => r.id);
}

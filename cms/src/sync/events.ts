import type { Core } from '@strapi/strapi';
import type {
  CmsAmenityUpsert,
  CmsAreaUpsert,
  CmsImageData,
  CmsImageFormatData,
  CmsImageFormatName,
  CmsModel,
  CmsOwnerUpsert,
  CmsShortStayLicence,
  CmsTranslationLocale,
  CmsTranslations,
  CmsVillaData,
  CmsVillaUpsert,
} from '../contract/cms-event.types';

/**
 * The events the booking service's projection is built from, typed with the contract's types
 * (`src/contract/`, a copy of `shared/src/cms/cms-event.types.ts`, which the booking service's
 * zod schemas are checked against). Built from rows as Strapi returns them, so the lifecycle
 * hooks (one document) and the snapshot (pages of documents) map them the same way.
 */

export const VILLA = 'api::villa.villa';
export const AREA = 'api::area.area';
export const AMENITY = 'api::amenity.amenity';
export const USER = 'plugin::users-permissions.user';
export const FILE = 'plugin::upload.file';

export const MODEL_OF: Record<string, CmsModel> = { [VILLA]: 'villa', [AREA]: 'area', [AMENITY]: 'amenity', [USER]: 'owner' };

/**
 * The locales a villa, area or amenity may be translated into. English, Strapi's default locale,
 * is the document itself: its row holds the shared fields and the relations, and only its
 * deletion deletes the document from the booking service.
 */
export const TRANSLATION_LOCALES: readonly CmsTranslationLocale[] = ['th'];

/** The fields each type translates (`pluginOptions.i18n.localized` in its schema). */
export const TRANSLATED_FIELDS = { [VILLA]: ['description'], [AREA]: ['name'], [AMENITY]: ['name'] } as const;
type TranslatedType = keyof typeof TRANSLATED_FIELDS;

/** Whether a row is a translation (a Thai row), not the document's English row. */
export function isTranslationRow(row: { locale?: unknown }): boolean {
  return TRANSLATION_LOCALES.includes(row.locale as CmsTranslationLocale);
}

/** A document's translations, with when the latest of them changed. */
export interface TranslationsOf {
  texts: CmsTranslations<Record<string, string>>;
  updatedAt?: Timestamp;
}

/**
 * The translation rows of a type (of some documents, or all), by document id. A text left empty
 * is no translation: the booking service then shows the English one.
 */
export async function translationsOf(strapi: Core.Strapi, uid: TranslatedType, documentIds?: string[]): Promise<Map<string, TranslationsOf>> {
  const fields = TRANSLATED_FIELDS[uid];
  const where = { locale: { $in: [...TRANSLATION_LOCALES] }, ...(documentIds ? { documentId: { $in: documentIds } } : {}) };
  const rows = (await strapi.db.query(uid).findMany({ where, select: ['documentId', 'locale', 'updatedAt', ...fields] })) as (Record<string, unknown> & { documentId: string; locale: CmsTranslationLocale; updatedAt?: Timestamp })[];
  const byDocument = new Map<string, TranslationsOf>();
  for (const row of rows) {
    const texts: Record<string, string> = {};
    for (const field of fields) {
      const value = row[field];
      if (typeof value === 'string' && value.trim() !== '') texts[field] = value;
    }
    const entry = byDocument.get(row.documentId) ?? { texts: {} };
    if (Object.keys(texts).length > 0) entry.texts[row.locale] = texts;
    if (!entry.updatedAt || iso(row.updatedAt) > iso(entry.updatedAt)) entry.updatedAt = row.updatedAt;
    byDocument.set(row.documentId, entry);
  }
  return byDocument;
}

/** The later of a document's own change and its translations' (events of one document are ordered by it). */
function latest(row: Timestamp, translations: TranslationsOf | undefined): string {
  const own = iso(row);
  const translated = translations?.updatedAt ? iso(translations.updatedAt) : undefined;
  return translated && translated > own ? translated : own;
}

/** The relations a villa event needs, loaded in the same query as the villa. */
export const VILLA_POPULATE = ['areas', 'amenities', 'images', 'owner'];

/** Owners are users-permissions users with this role type (`bootstrap/roles.ts`). */
export const OWNER_ROLE_TYPE = 'owner';

// Rows as Strapi returns them: what the mapping reads, nothing more. Strapi's query results are
// untyped, so these are asserted once where a row is loaded.
type Timestamp = string | Date | null | undefined;
interface DocumentRow {
  id: number;
  documentId: string;
  updatedAt?: Timestamp;
  createdAt?: Timestamp;
}
interface NamedRow {
  name: string;
}
interface FileFormatRow {
  url?: string;
  width?: number | null;
  height?: number | null;
}
export interface FileRow {
  id: number;
  url: string;
  width?: number | null;
  height?: number | null;
  formats?: Partial<Record<CmsImageFormatName, FileFormatRow>> | null;
  alternativeText?: string | null;
}
export interface VillaRow extends DocumentRow {
  name: string;
  slug: string;
  description?: string | null;
  villatype?: CmsVillaData['villatype'] | null;
  areas?: NamedRow[] | null;
  amenities?: NamedRow[] | null;
  images?: FileRow[] | null;
  guests: number;
  bedrooms?: number | null;
  bathrooms?: number | null;
  /** Strapi's decimals come back as numbers or, from PostgreSQL, as strings. */
  basePrice: number | string;
  cleaningFee?: number | string | null;
  shortStayLicence?: CmsShortStayLicence | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  hideExactLocation?: boolean | null;
  currency?: string | null;
  isActive?: boolean | null;
  isPromoted?: boolean | null;
  owner?: { documentId: string } | null;
}
export interface UserRow extends DocumentRow {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  ownerStatus?: CmsOwnerUpsert['data']['status'] | null;
  role?: { type: string } | null;
}
export interface AreaRow extends DocumentRow {
  name: string;
  slug?: string | null;
}
export interface AmenityRow extends DocumentRow {
  name: string;
  icon?: string | null;
  predefined?: boolean | null;
}

const IMAGE_FORMATS: readonly CmsImageFormatName[] = ['thumbnail', 'small', 'medium', 'large'];

function iso(value: Timestamp): string {
  return new Date(value ?? Date.now()).toISOString();
}

/**
 * A media file as the storefront's `srcset` needs it: the original's size and each resized format
 * Strapi made (it makes only those smaller than the original). `alt` is the media's alternative
 * text from the Media Library; without one the booking service writes a default from the villa.
 */
export function villaImage(file: FileRow): CmsImageData {
  const formats: Partial<Record<CmsImageFormatName, CmsImageFormatData>> = {};
  for (const key of IMAGE_FORMATS) {
    const format = file.formats?.[key];
    if (format?.url && format.width && format.height) formats[key] = { url: format.url, width: format.width, height: format.height };
  }
  const alt = typeof file.alternativeText === 'string' ? file.alternativeText.trim() : '';
  return {
    id: file.id,
    url: file.url,
    ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
    formats,
    ...(alt ? { alt } : {}),
  };
}

/** A decimal coordinate as a number; null when not recorded (or not a number). */
function coordinate(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A villa as the booking service's projection wants it (names, not ids; image URLs; the description's translations). */
export function villaUpsert(villa: VillaRow, translations?: TranslationsOf): CmsVillaUpsert {
  return {
    action: 'upsert',
    model: 'villa',
    id: villa.documentId,
    updatedAt: latest(villa.updatedAt, translations),
    data: {
      name: villa.name,
      slug: villa.slug,
      description: villa.description ?? '',
      villatype: villa.villatype ?? 'Villa',
      areas: (villa.areas ?? []).map((area) => area.name),
      amenities: (villa.amenities ?? []).map((amenity) => amenity.name),
      images: (villa.images ?? []).map(villaImage),
      guests: villa.guests,
      bedrooms: villa.bedrooms ?? 1,
      bathrooms: villa.bathrooms ?? 1,
      basePrice: Number(villa.basePrice),
      cleaningFee: Number(villa.cleaningFee ?? 0),
      shortStayLicence: villa.shortStayLicence ?? null,
      latitude: coordinate(villa.latitude),
      longitude: coordinate(villa.longitude),
      hideExactLocation: villa.hideExactLocation === true,
      currency: villa.currency ?? 'THB',
      isActive: villa.isActive !== false,
      isPromoted: villa.isPromoted === true,
      ownerId: villa.owner?.documentId ?? null,
      createdAt: iso(villa.createdAt),
      translations: (translations?.texts ?? {}) as CmsVillaData['translations'],
    },
  };
}

/** The projection keeps an owner's name (or username), email and approval status. */
export function ownerUpsert(user: UserRow): CmsOwnerUpsert {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return { action: 'upsert', model: 'owner', id: user.documentId, updatedAt: iso(user.updatedAt), data: { name, email: user.email ?? null, status: user.ownerStatus ?? 'pending' } };
}

type NameTranslations = NonNullable<CmsAreaUpsert['data']['translations']>;

export function areaUpsert(area: AreaRow, translations?: TranslationsOf): CmsAreaUpsert {
  return {
    action: 'upsert',
    model: 'area',
    id: area.documentId,
    updatedAt: latest(area.updatedAt, translations),
    data: { name: area.name, slug: area.slug ?? area.documentId, translations: (translations?.texts ?? {}) as NameTranslations },
  };
}

export function amenityUpsert(amenity: AmenityRow, translations?: TranslationsOf): CmsAmenityUpsert {
  return {
    action: 'upsert',
    model: 'amenity',
    id: amenity.documentId,
    updatedAt: latest(amenity.updatedAt, translations),
    data: { name: amenity.name, icon: amenity.icon ?? 'default', predefined: amenity.predefined === true, translations: (translations?.texts ?? {}) as NameTranslations },
  };
}

/** One villa's event (its English row, relations in the same query, and its translations); undefined when the villa is gone. */
export async function villaEvent(strapi: Core.Strapi, documentId: string): Promise<CmsVillaUpsert | undefined> {
  const villa = (await strapi.documents(VILLA).findOne({ documentId, populate: VILLA_POPULATE } as never)) as unknown as VillaRow | null;
  return villa ? villaUpsert(villa, (await translationsOf(strapi, VILLA, [documentId])).get(documentId)) : undefined;
}

/** One area's or amenity's event from its English row and its translations; undefined when it is gone. */
export async function namedEvent(strapi: Core.Strapi, uid: typeof AREA | typeof AMENITY, documentId: string): Promise<CmsAreaUpsert | CmsAmenityUpsert | undefined> {
  const row = (await strapi.documents(uid).findOne({ documentId } as never)) as unknown as (AreaRow & AmenityRow) | null;
  if (!row) return undefined;
  const translations = (await translationsOf(strapi, uid, [documentId])).get(documentId);
  return uid === AREA ? areaUpsert(row, translations) : amenityUpsert(row, translations);
}

/** One user's event when the user is an owner (other users are not in the projection). */
export async function ownerEvent(strapi: Core.Strapi, id: number): Promise<CmsOwnerUpsert | undefined> {
  const user = (await strapi.db.query(USER).findOne({ where: { id }, populate: ['role'] })) as UserRow | null;
  return user?.role?.type === OWNER_ROLE_TYPE ? ownerUpsert(user) : undefined;
}

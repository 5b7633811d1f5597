/**
 * What the CMS sends the booking service, as plain types: the body of each signed event
 * (`POST /internal/cms-events`) and of the snapshot (`GET /api/sync/snapshot` on the CMS).
 *
 * The contract itself is the zod schemas in `cms-event.schemas.ts`, which the booking service
 * parses every body with; they check at compile time that these types and the schemas agree both
 * ways (every body typed here is accepted, every parsed event fits here), so neither can change
 * alone. This module imports nothing, so the CMS (its own CommonJS project, built by Strapi)
 * compiles a byte-for-byte copy of it: `cms/src/contract/cms-event.types.ts`, refreshed by
 * `npm run build --prefix cms`; a test in this folder fails when the copy differs.
 */

export type CmsModel = 'villa' | 'owner' | 'area' | 'amenity';

export type CmsImageFormatName = 'thumbnail' | 'small' | 'medium' | 'large';

export interface CmsImageFormatData {
  url: string;
  width: number;
  height: number;
}

/** A villa photo: Strapi's media file id, URL, size, resized formats and alternative text. */
export interface CmsImageData {
  id?: number;
  url: string;
  width?: number;
  height?: number;
  formats: Partial<Record<CmsImageFormatName, CmsImageFormatData>>;
  alt?: string;
}

/** The Thai short-stay licence status (`shared/src/villas/short-stay-licence.ts`); null: not recorded. */
export type CmsShortStayLicence = 'hotel_licence' | 'non_hotel_registration' | 'none';

/** The languages a document's texts may be translated into; English is the document itself. */
export type CmsTranslationLocale = 'th';

/**
 * A document's texts in the other languages (Strapi's i18n locales), by language; a text left out
 * has no translation and is shown in English.
 */
export type CmsTranslations<Texts> = Partial<Record<CmsTranslationLocale, Partial<Texts>>>;

/** A villa as the booking service's projection wants it: names of areas and amenities, not ids. */
export interface CmsVillaData {
  name: string;
  slug: string;
  description: string;
  villatype: 'Home' | 'Villa' | 'Hotel';
  areas: string[];
  amenities: string[];
  images: CmsImageData[];
  guests: number;
  bedrooms: number;
  bathrooms: number;
  basePrice: number;
  /** Once per stay, in the villa's currency. */
  cleaningFee: number;
  shortStayLicence: CmsShortStayLicence | null;
  /** The villa's point in degrees; null: not recorded. */
  latitude: number | null;
  longitude: number | null;
  /** The public sees only the ~500 m cell the villa is in. */
  hideExactLocation: boolean;
  currency: string;
  isActive: boolean;
  isPromoted: boolean;
  /** The owner's user document id. */
  ownerId: string | null;
  createdAt?: string;
  /** The description in the other languages. */
  translations?: CmsTranslations<{ description: string }>;
}

export interface CmsOwnerData {
  name: string;
  email: string | null;
  status: 'pending' | 'approved' | 'unapproved';
}

export interface CmsAreaData {
  name: string;
  slug: string;
  /** The name in the other languages (the English name stays the key villas and filters use). */
  translations?: CmsTranslations<{ name: string }>;
}

export interface CmsAmenityData {
  name: string;
  icon: string;
  predefined: boolean;
  /** The name in the other languages (the English name stays the key villas and filters use). */
  translations?: CmsTranslations<{ name: string }>;
}

/** `id` is the document id; `updatedAt` (ISO 8601) orders the events of one document. */
interface CmsEventBase {
  id: string;
  updatedAt: string;
}

export interface CmsVillaUpsert extends CmsEventBase {
  action: 'upsert';
  model: 'villa';
  data: CmsVillaData;
}
export interface CmsOwnerUpsert extends CmsEventBase {
  action: 'upsert';
  model: 'owner';
  data: CmsOwnerData;
}
export interface CmsAreaUpsert extends CmsEventBase {
  action: 'upsert';
  model: 'area';
  data: CmsAreaData;
}
export interface CmsAmenityUpsert extends CmsEventBase {
  action: 'upsert';
  model: 'amenity';
  data: CmsAmenityData;
}
export interface CmsDeleteEvent extends CmsEventBase {
  action: 'delete';
  model: CmsModel;
}

export type CmsUpsertEvent = CmsVillaUpsert | CmsOwnerUpsert | CmsAreaUpsert | CmsAmenityUpsert;
export type CmsEventBody = CmsUpsertEvent | CmsDeleteEvent;

/** The whole projection as the CMS holds it; `takenAt` is the CMS's clock when it started reading. */
export interface CmsSnapshotBody {
  takenAt: string;
  owners: CmsOwnerUpsert[];
  areas: CmsAreaUpsert[];
  amenities: CmsAmenityUpsert[];
  villas: CmsVillaUpsert[];
}

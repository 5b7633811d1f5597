import { z } from 'zod';
import { shortStayLicenceSchema } from '../villas/short-stay-licence.ts';
import { latitudeSchema, longitudeSchema } from '../villas/villa-location.ts';
import type { CmsEventBody, CmsSnapshotBody } from './cms-event.types.ts';

/**
 * What the CMS pushes to the booking service (`POST /internal/cms-events`, HMAC-signed) after
 * each create, update or delete of a villa, area, amenity or owner account.
 */
const documentId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
const timestamp = z.iso.datetime({ offset: true });
const name = z.string().trim().min(1).max(200);

/** Texts in the other languages (`CmsTranslations`); none before the CMS had them. */
function translations<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ th: z.object(shape).partial().optional() }).default({});
}
const translatedName = z.string().trim().min(1).max(200);

const imageSize = z.number().int().min(1).max(100_000);
const cmsImageFormat = z.object({ url: z.string().max(500), width: imageSize, height: imageSize });

/** A villa photo: Strapi's media file id, URL, size, resized formats and alternative text. */
export const cmsImageSchema = z.object({
  id: z.number().int().optional(),
  url: z.string().max(500),
  width: imageSize.optional(),
  height: imageSize.optional(),
  formats: z.partialRecord(z.enum(['thumbnail', 'small', 'medium', 'large']), cmsImageFormat).default({}),
  alt: z.string().max(300).optional(),
});
export type CmsImage = z.infer<typeof cmsImageSchema>;

export const cmsVillaSchema = z.object({
  name,
  slug: z.string().trim().min(1).max(160).regex(/^[a-z0-9-]+$/),
  description: z.string().max(20_000).default(''),
  villatype: z.enum(['Home', 'Villa', 'Hotel']).default('Villa'),
  areas: z.array(name).max(20).default([]),
  amenities: z.array(name).max(60).default([]),
  images: z.array(cmsImageSchema).max(50).default([]),
  guests: z.number().int().min(1).max(100),
  bedrooms: z.number().int().min(0).max(50),
  bathrooms: z.number().int().min(0).max(50),
  basePrice: z.number().min(0).max(10_000_000),
  /** Once per stay, in the villa's currency; events from before the field carry none. */
  cleaningFee: z.number().min(0).max(10_000_000).default(0),
  /** The Thai short-stay licence status; null (or absent, from before the field): not recorded. */
  shortStayLicence: shortStayLicenceSchema.nullable().default(null),
  /** The villa's point (null, or absent from before the fields: not recorded). */
  latitude: latitudeSchema.nullable().default(null),
  longitude: longitudeSchema.nullable().default(null),
  /** The public sees only the ~500 m cell the villa is in (shared/src/villas/villa-location.ts). */
  hideExactLocation: z.boolean().default(false),
  currency: z.string().regex(/^[A-Z]{3}$/),
  isActive: z.boolean(),
  isPromoted: z.boolean(),
  ownerId: documentId.nullable(),
  createdAt: timestamp.optional(),
  translations: translations({ description: z.string().max(20_000) }),
});

export const cmsOwnerSchema = z.object({
  name,
  email: z.string().max(200).nullable(),
  status: z.enum(['pending', 'approved', 'unapproved']),
});

export const cmsAreaSchema = z.object({ name, slug: z.string().trim().min(1).max(120), translations: translations({ name: translatedName }) });
export const cmsAmenitySchema = z.object({
  name,
  icon: z.string().max(60).default('default'),
  predefined: z.boolean().default(false),
  translations: translations({ name: translatedName }),
});

const base = { id: documentId, updatedAt: timestamp };

const villaUpsert = z.object({ action: z.literal('upsert'), model: z.literal('villa'), ...base, data: cmsVillaSchema });
const ownerUpsert = z.object({ action: z.literal('upsert'), model: z.literal('owner'), ...base, data: cmsOwnerSchema });
const areaUpsert = z.object({ action: z.literal('upsert'), model: z.literal('area'), ...base, data: cmsAreaSchema });
const amenityUpsert = z.object({ action: z.literal('upsert'), model: z.literal('amenity'), ...base, data: cmsAmenitySchema });

export const cmsEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('delete'), model: z.enum(['villa', 'owner', 'area', 'amenity']), ...base }),
  z.discriminatedUnion('model', [villaUpsert, ownerUpsert, areaUpsert, amenityUpsert]),
]);
export type CmsEvent = z.infer<typeof cmsEventSchema>;
export type CmsVilla = z.infer<typeof cmsVillaSchema>;
export type CmsArea = z.infer<typeof cmsAreaSchema>;
export type CmsAmenity = z.infer<typeof cmsAmenitySchema>;

/**
 * The whole projection as Strapi holds it (`GET /api/sync/snapshot` on the CMS, service token
 * only), read by the reconcile. `takenAt` is the CMS's clock when it started reading.
 */
export const cmsSnapshotSchema = z.object({
  takenAt: timestamp,
  owners: z.array(ownerUpsert),
  areas: z.array(areaUpsert),
  amenities: z.array(amenityUpsert),
  villas: z.array(villaUpsert),
});
export type CmsSnapshot = z.infer<typeof cmsSnapshotSchema>;

export const cmsReconcileResultSchema = z.object({
  takenAt: timestamp,
  upserted: z.object({ villas: z.number(), owners: z.number(), areas: z.number(), amenities: z.number() }),
  deleted: z.object({ villas: z.number(), owners: z.number(), areas: z.number(), amenities: z.number() }),
  skipped: z.array(z.object({ id: z.string(), model: z.string(), reason: z.string() })),
});
export type CmsReconcileResult = z.infer<typeof cmsReconcileResultSchema>;

export const cmsEventResponseSchema = z.object({ applied: z.boolean(), reason: z.string().optional() });

type Assignable<From extends To, To> = [From, To];
/**
 * The CMS builds its bodies with the plain types of `cms-event.types.ts` (it compiles a copy of
 * them). These aliases fail to compile when the types and the schemas drift apart: every body the
 * CMS can type is accepted by the schema, and every parsed event fits the CMS's types.
 * Exported only so it is not an unused local: nothing imports it (hence `@public` for knip).
 * @public
 */
export type CmsEventTypesMatchSchema = [
  Assignable<CmsEventBody, z.input<typeof cmsEventSchema>>,
  Assignable<z.output<typeof cmsEventSchema>, CmsEventBody>,
  Assignable<CmsSnapshotBody, z.input<typeof cmsSnapshotSchema>>,
  Assignable<z.output<typeof cmsSnapshotSchema>, CmsSnapshotBody>,
];

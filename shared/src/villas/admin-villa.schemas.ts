import { z } from 'zod';
import { plainText, queryNumber, successResponseSchema, villaIdSchema } from '../http/common.schemas.ts';
import { villaImageSchema } from './villa.schemas.ts';
import { shortStayLicenceSchema } from './short-stay-licence.ts';
import { latitudeSchema, longitudeSchema } from './villa-location.ts';

export const ADMIN_VILLA_SORTS = ['createdAt', 'name', 'area', 'price', 'rating'] as const;

export const adminVillaListQuerySchema = z.object({
  search: plainText(100).optional(),
  area: plainText(100).optional(),
  status: z.enum(['all', 'active', 'inactive'], { error: 'status must be all, active or inactive' }).optional(),
  sortBy: z.enum(ADMIN_VILLA_SORTS, { error: `sortBy must be one of ${ADMIN_VILLA_SORTS.join(', ')}` }).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).optional(),
  page: queryNumber({ min: 1, max: 100_000, int: true, label: 'page' }),
  limit: queryNumber({ min: 1, max: 100, int: true, label: 'limit' }),
  /** Admin only; an owner's list is always their own. */
  filterOwner: plainText(64).optional(),
  owner: plainText(64).optional(),
  /** The original brief's cache-busting timestamp, accepted and ignored (docs/product.md#differences). */
  _t: z.string().max(30).optional(),
  t: z.string().max(30).optional(),
});
export type AdminVillaListQuery = z.infer<typeof adminVillaListQuerySchema>;

export const adminVillaSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** The description in Thai ('' when the villa has none: Thai guests read the English one). */
  descriptionTh: z.string().optional(),
  villatype: z.string(),
  areas: z.array(z.string()),
  amenities: z.array(z.string()),
  images: z.array(villaImageSchema),
  guests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  price: z.number(),
  cleaningFee: z.number().optional(),
  /** The Thai short-stay licence status; null: not recorded. */
  shortStayLicence: shortStayLicenceSchema.nullable().optional(),
  /** The villa's exact point (staff see it even when hidden from guests); null: none recorded. */
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  hideExactLocation: z.boolean().optional(),
  currency: z.string(),
  isActive: z.boolean(),
  isPromoted: z.boolean(),
  rating: z.number(),
  reviews: z.number().int(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  currentPrice: z.number(),
  currentSeason: z.string().nullable(),
  totalBookings: z.number().int(),
  confirmedBookings: z.number().int(),
  completedBookings: z.number().int(),
  totalRevenue: z.number(),
});

export const adminVillaListResponseSchema = z.object({
  villas: z.array(adminVillaSchema),
  data: z.array(adminVillaSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  totalVillas: z.number().int(),
});

/**
 * The villa form, as JSON or as multipart text fields (every value a string there): lists may
 * come as repeated fields (`areas[]`), a JSON array or a comma-joined string.
 */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (Array.isArray(value)) return value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return value;
        }
      }
      return text
        .split(/[,\n]/)
        .map((part) => part.trim())
        .filter(Boolean);
    }
    return value;
  }, z.array(item));
}

const formBoolean = z.preprocess((v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v), z.boolean({ error: 'must be true or false' }));
const count = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);
/** A coordinate as JSON or a form field: empty (or null) clears it, text is read as a number. */
const coordinate = <T extends z.ZodNumber>(schema: T) => z.preprocess((v) => (v === '' || v === null ? null : typeof v === 'string' ? Number(v.trim()) : v), schema.nullable());
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000);

const villaFormFields = z.object({
  name: plainText(200).min(1, 'Villa Name is required'),
  description: z.string().trim().max(20_000, 'description must be at most 20000 characters').min(1, 'Description is required'),
  /** Optional: the description Thai guests read (Strapi's Thai version of the villa); empty removes it. */
  descriptionTh: z.string().trim().max(20_000, 'descriptionTh must be at most 20000 characters').optional(),
  villatype: z.enum(['Home', 'Villa', 'Hotel'], { error: 'type must be Home, Villa or Hotel' }).optional(),
  areas: list(plainText(120).min(1)).pipe(z.array(z.string()).min(1, 'Please select at least one area').max(20)),
  amenities: list(plainText(120)).optional(),
  price: z.coerce.number({ error: 'Price per Night must be a number' }).min(0, 'Price per Night must be at least 0').max(10_000_000),
  /** Once per stay, in the villa's currency; part of every quote's total. */
  cleaningFee: z.coerce.number({ error: 'Cleaning fee must be a number' }).min(0, 'Cleaning fee must be at least 0').max(10_000_000, 'Cleaning fee must be at most 10000000').optional(),
  /** Hotel licence, non-hotel registration or none (then stays of 30 nights or more only). */
  shortStayLicence: z.preprocess((v) => (v === '' ? undefined : v), shortStayLicenceSchema.optional()),
  /** The villa's point in decimal degrees, both or neither (null clears it). */
  latitude: coordinate(latitudeSchema).optional(),
  longitude: coordinate(longitudeSchema).optional(),
  /** Guests see only the ~500 m cell the villa is in (shared/src/villas/villa-location.ts). */
  hideExactLocation: formBoolean.optional(),
  guests: count('Max Guests', 100),
  bedrooms: count('Bedrooms', 50),
  bathrooms: count('Bathrooms', 50),
  isActive: formBoolean.optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'currency must be a 3-letter code')
    .transform((c) => c.toUpperCase())
    .optional(),
  /** The admin's Assign Owner; an owner's villas are always their own. */
  owner: plainText(64).optional(),
  /** Photos to fetch from the web, one per line (or comma-joined). */
  imageUrls: list(httpUrl).pipe(z.array(z.string()).max(10, 'at most 10 image URLs')).optional(),
  /** Edit only: ids of current images to drop, and the wanted order of the kept ones. */
  removeImageIds: list(z.coerce.number().int()).optional(),
  orderedImages: list(z.union([z.coerce.number().int(), z.string().max(500)])).optional(),
});

/** Accepts the original brief's other spellings (villaType, basePrice, pricePerNight; docs/product.md#differences). */
const aliases = (value: unknown) => {
  if (!value || typeof value !== 'object') return value;
  const v = { ...(value as Record<string, unknown>) };
  v.villatype ??= v.villaType;
  v.price ??= v.basePrice ?? v.pricePerNight;
  v.areas ??= v['areas[]'];
  v.amenities ??= v['amenities[]'];
  return v;
};

// Defaults only on create: an edit that leaves a field out keeps the villa's value.
export const adminVillaCreateSchema = z.preprocess(aliases, villaFormFields).transform((v) => ({ ...v, villatype: v.villatype ?? 'Home', amenities: v.amenities ?? [], isActive: v.isActive ?? true }));
export type AdminVillaCreate = z.infer<typeof adminVillaCreateSchema>;
export const adminVillaUpdateSchema = z.preprocess(aliases, villaFormFields.partial());
export type AdminVillaUpdate = z.infer<typeof adminVillaUpdateSchema>;

export const villaStatusSchema = z.object({ isActive: formBoolean });
export const villaPromotedSchema = z.object({ isPromoted: formBoolean });

export const adminVillaParamsSchema = z.object({ id: villaIdSchema });
/** One villa of the back office: the original brief's client reads `villa`, ours `data` (the same object; docs/product.md#differences). */
export const adminVillaResponseSchema = z.object({ data: adminVillaSchema, villa: adminVillaSchema, message: z.string().optional() });
export const adminVillaDeleteResponseSchema = successResponseSchema;
/** `GET /api/admin/areas`: area names, sorted. */
export const adminAreasResponseSchema = z.array(z.string());

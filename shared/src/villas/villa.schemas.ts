import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { isoDateSchema, plainText, queryList, queryNumber, currencyCodeSchema, villaIdSchema } from '../http/common.schemas.ts';
import { daysBetween } from '../dates/dates.ts';
import { pricingSummarySchema, MAX_STAY_NIGHTS } from '../pricing/pricing.schemas.ts';
import { publicVillaPricingSchema } from '../pricing/public-pricing.schemas.ts';
import { publicHostSchema } from '../staff/host-profile.schemas.ts';
import { mapBoundsQuerySchema, villaLocationSchema } from './villa-location.ts';
import { contentLocaleSchema } from '../cms/content.schemas.ts';

export const VILLA_TYPES = ['Home', 'Villa', 'Hotel'] as const;
export const villaTypeSchema = z.enum(VILLA_TYPES, { error: 'must be one of Home, Villa, Hotel' });

export const SEARCH_SORTS = ['relevance', 'price-low', 'price-high', 'rating', 'guests', 'name', 'area'] as const;

/** The resized copies Strapi makes of an upload, each only when smaller than the original. */
export const IMAGE_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const;
export const imageFormatSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * A villa photo, ready for `srcset`/`sizes` and explicit width and height: the original's URL and
 * size, each Strapi format (`thumbnail` 245 px, `small` 500, `medium` 750, `large` 1000 on the
 * long side), and its alt text (the CMS's alternative text, else "<villa>, <areas>[, photo k of n]").
 * width and height are null only for a photo the CMS has not measured.
 */
export const villaImageSchema = z.object({
  id: z.number().int().optional(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  formats: z.partialRecord(z.enum(IMAGE_FORMATS), imageFormatSchema),
  alt: z.string(),
});
export type VillaImageDto = z.infer<typeof villaImageSchema>;

export const seasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['low', 'high']),
  startDate: z.string(),
  endDate: z.string(),
  dailyPrice: z.number(),
  weeklyPrice: z.number(),
  monthlyPrice: z.number(),
  active: z.boolean(),
});

/**
 * A text in the language asked for, or in English where it has no translation: `lang` says
 * which, so a page can mark the English ones (`lang="en"`).
 */
export const localizedTextSchema = z.object({ text: z.string(), lang: contentLocaleSchema });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** `?locale=th`: the villa's texts and the names of areas and amenities also in that language. */
const catalogLocale = contentLocaleSchema.optional();

export const villaSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  villatype: z.enum(VILLA_TYPES),
  areas: z.array(z.string()),
  amenities: z.array(z.string()),
  images: z.array(villaImageSchema),
  guests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  /** Base price per night in the villa's currency. */
  price: z.number(),
  currency: z.string(),
  rating: z.number(),
  reviews: z.number().int(),
  isPromoted: z.boolean(),
  currentPrice: z.number(),
  pricingSummary: pricingSummarySchema,
  /** The villa's active seasons: in the villa detail, not in lists (cards use pricingSummary). */
  seasons: z.array(seasonSchema).optional(),
  minimumNights: z.number().int(),
  weekendMultiplier: z.number(),
  /** True when the villa has no short-stay licence: it takes stays of 30 nights or more only. */
  longStaysOnly: z.boolean().optional(),
  /**
   * Where the villa is (villa-location.ts): exact, or the centre of its ~500 m grid cell when the
   * owner hides the exact spot (`approximate`); null when no point is recorded.
   */
  location: villaLocationSchema.nullable().optional(),
  /** In the villa detail, not in lists: the pricing engine's inputs, for an instant client-side preview. */
  pricing: publicVillaPricingSchema.optional(),
  /**
   * Present in search results when dates were given: the stay priced in the villa's currency,
   * its total including the cleaning fee (present when the villa charges one).
   */
  stay: z.object({ nights: z.number().int(), totalPrice: z.number(), averageNightlyRate: z.number(), pricingType: z.string(), cleaningFee: z.number().optional() }).optional(),
  /** Present when a display currency was asked for: the card figures converted to it. */
  display: z.object({ currency: z.string(), currentPrice: z.number(), averageNightlyRate: z.number().optional(), totalPrice: z.number().optional() }).optional(),
  /** In the villa detail, not in lists: who hosts it, as the owner chose to show (null: no owner to show). */
  host: publicHostSchema.nullable().optional(),
  /**
   * Present when a `locale` other than English was asked for: what to show in that language, each text falling back
   * to English on its own. `areas` and `amenities` above stay the English names filters take;
   * these are their names to show, in the same order.
   */
  localized: z.object({ description: localizedTextSchema, areas: z.array(localizedTextSchema), amenities: z.array(localizedTextSchema) }).optional(),
});
export type VillaDto = z.infer<typeof villaSchema>;

export const villaIdParamsSchema = z.object({ id: villaIdSchema });

export const villaResponseSchema = z.object({ data: villaSchema });

export const villaListQuerySchema = z.object({
  page: queryNumber({ min: 1, max: 100_000, int: true, label: 'page' }),
  limit: queryNumber({ min: 1, max: 100, int: true, label: 'limit' }),
  currency: currencyCodeSchema.optional(),
  locale: catalogLocale,
});

const textFilter = plainText(100);

export const villaSearchQuerySchema = z
  .object({
    name: textFilter.optional(),
    area: textFilter.optional(),
    areas: queryList(textFilter),
    guests: queryNumber({ min: 0, max: 30, int: true, label: 'guests' }),
    bedrooms: queryNumber({ min: 0, max: 10, int: true, label: 'bedrooms' }),
    bathrooms: queryNumber({ min: 0, max: 10, int: true, label: 'bathrooms' }),
    checkIn: isoDateSchema.optional(),
    checkOut: isoDateSchema.optional(),
    minPrice: queryNumber({ min: 0, label: 'minPrice' }),
    maxPrice: queryNumber({ min: 0, label: 'maxPrice' }),
    amenities: queryList(textFilter),
    villatype: queryList(villaTypeSchema),
    sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
    page: queryNumber({ min: 1, max: 100_000, int: true, label: 'page' }),
    limit: queryNumber({ min: 1, max: 100, int: true, label: 'limit' }),
    currency: currencyCodeSchema.optional(),
    /** `short` leaves out villas that take stays of 30 nights or more only (no short-stay licence). */
    term: z.enum(['short', 'long'], { error: 'term must be short or long' }).optional(),
    /** `south,west,north,east` in degrees: only villas whose public point (villa-location.ts) lies inside; villas without one are left out. */
    bounds: mapBoundsQuerySchema,
    locale: catalogLocale,
  })
  .superRefine((q, ctx) => {
    if ((q.checkIn === undefined) !== (q.checkOut === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.checkIn ? 'checkOut' : 'checkIn'], message: 'checkIn and checkOut must be given together', params: errorParams('dates.bothRequired') });
    }
    if (q.checkIn && q.checkOut) {
      const nights = daysBetween(q.checkIn, q.checkOut);
      if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'checkOut must be after checkIn', params: errorParams('dates.checkOutNotAfterCheckIn') });
      if (nights > MAX_STAY_NIGHTS)
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `a stay can be at most ${MAX_STAY_NIGHTS} nights`, params: errorParams('dates.stayTooLong', { maximum: MAX_STAY_NIGHTS }) });
    }
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice must not be below minPrice', params: errorParams('villa.maxPriceBelowMin') });
    }
  });
export type VillaSearchQuery = z.infer<typeof villaSearchQuerySchema>;

export const villaListResponseSchema = z.object({
  data: z.array(villaSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type VillaListResponse = z.infer<typeof villaListResponseSchema>;

/** `name` is the English name filters take; `label`, present when a `locale` was asked for, is the one to show. */
export const areaSchema = z.object({ name: z.string(), slug: z.string(), villaCount: z.number().int(), label: localizedTextSchema.optional() });
export type AreaDto = z.infer<typeof areaSchema>;
export const areasResponseSchema = z.object({ data: z.array(areaSchema) });
export const amenitySchema = z.object({ name: z.string(), icon: z.string(), predefined: z.boolean(), label: localizedTextSchema.optional() });
export type AmenityDto = z.infer<typeof amenitySchema>;
export const amenitiesResponseSchema = z.object({ data: z.array(amenitySchema) });

/** `GET /api/villas/:id?currency=`: the card figures also in a display currency. */
export const villaDetailQuerySchema = z.object({ currency: currencyCodeSchema.optional(), locale: catalogLocale });

/** `GET /api/areas?locale=`, `GET /api/amenities?locale=`: each name also in that language. */
export const catalogLocaleQuerySchema = z.object({ locale: catalogLocale });

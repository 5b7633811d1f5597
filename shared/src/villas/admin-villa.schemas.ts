import { z } from 'zod';
import { plainText, queryNumber } from '../http/common.schemas.ts';

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
  /** The spec's cache-busting timestamp, accepted and ignored. */
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
  villatype: z.string(),
  areas: z.array(z.string()),
  amenities: z.array(z.string()),
  images: z.array(z.object({ url: z.string(), alt: z.string().optional() })),
  guests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  price: z.number(),
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

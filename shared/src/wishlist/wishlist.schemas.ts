import { z } from 'zod';
import { currencyCodeSchema, villaIdSchema } from '../http/common.schemas.ts';
import { villaSchema } from '../villas/villa.schemas.ts';

/**
 * Add or remove one villa. The original brief's client also sends `contactId` (or a username): ignored,
 * the wishlist is always the signed-in customer's (docs/product.md#wishlist).
 */
export const wishlistVillaSchema = z.object({ villaId: villaIdSchema });

/** The original brief's `GET /wishlist/customer/{id}`: answers only for the caller's own customer id (docs/product.md#wishlist). */
export const wishlistCustomerParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The wishlist's cards in a display currency, as search shows them (`currency` query parameter). */
export const wishlistQuerySchema = z.object({ currency: currencyCodeSchema.optional() });

/**
 * A wishlist entry: when it was added, and the villa's card fields (hasSeasonalPricing is in
 * pricingSummary); `display` carries currentPrice converted when a display currency was asked for.
 */
export const wishlistEntrySchema = villaSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    areas: true,
    guests: true,
    bedrooms: true,
    bathrooms: true,
    images: true,
    rating: true,
    reviews: true,
    currency: true,
    currentPrice: true,
    pricingSummary: true,
    display: true,
  })
  .extend({ villaId: z.string(), addedAt: z.string() });
export type WishlistEntryDto = z.infer<typeof wishlistEntrySchema>;

export const wishlistResponseSchema = z.object({
  data: z.array(wishlistEntrySchema),
  /** The display currency: the one asked for, else the base currency (as search answers). */
  currency: z.string(),
});

export const wishlistAddResponseSchema = z.object({ success: z.literal(true), data: wishlistEntrySchema });

export const wishlistRemoveResponseSchema = z.object({ success: z.literal(true), removed: z.boolean() });

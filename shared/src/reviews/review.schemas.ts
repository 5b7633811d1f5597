import { z } from 'zod';
import { multilineText, plainText, queryList, queryNumber, uuidSchema } from '../http/common.schemas.ts';

export const REVIEW_MESSAGE_MAX = 500;
export const RATING_REQUIRED_MESSAGE = 'Please select a rating first';
export const REVIEW_SUBMITTED_MESSAGE = 'Review submitted successfully!';
/**
 * Review orders (docs/product.md#reviews): `newest` (also `date`, the original brief's name) and `oldest` by when the review was
 * written, `rating` and `helpful` highest first. `sortOrder` turns the main key around; equal
 * keys stay newest first.
 */
export const REVIEW_SORTS = ['newest', 'oldest', 'date', 'rating', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const REVIEW_SEARCH_MAX = 100;

const ratingSchema = z.number({ error: RATING_REQUIRED_MESSAGE }).int('rating must be a whole number from 1 to 5').min(1, 'rating must be from 1 to 5').max(5, 'rating must be from 1 to 5');

/**
 * A star click on one of my bookings, with any typed review. The original brief's client (docs/product.md#differences) also sends
 * villaId, contactId and username: ignored (the booking decides the villa, the session the author).
 * A missing message keeps the one already written; an empty one clears it.
 */
export const rateBookingSchema = z.object({
  bookingId: uuidSchema,
  rating: ratingSchema,
  message: multilineText(REVIEW_MESSAGE_MAX).nullish(),
});
export type RateBookingRequest = z.infer<typeof rateBookingSchema>;

/** The author as shown with a review: never a phone or an email. */
export const reviewAuthorSchema = z.object({ name: z.string(), profileImage: z.string().nullable() });

export const reviewSchema = z.object({
  id: z.string(),
  _id: z.string(),
  villaId: z.string(),
  rating: z.number().int(),
  message: z.string(),
  /** True while the stay it rates is one that happened: checked out, never cancelled. */
  verified: z.boolean(),
  helpfulCount: z.number().int(),
  author: reviewAuthorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReviewDto = z.infer<typeof reviewSchema>;

/** The author's own review, as answered to their star click. */
export const ownReviewSchema = reviewSchema.extend({ bookingId: z.string() });
export type OwnReviewDto = z.infer<typeof ownReviewSchema>;

export const rateBookingResponseSchema = z.object({ data: ownReviewSchema, message: z.string() });

/** A review by its id, or by its booking's id. */
export const reviewIdParamsSchema = z.object({ id: uuidSchema });
export const reviewResponseSchema = z.object({ data: reviewSchema });

const starValue = z.enum(['1', '2', '3', '4', '5'], { error: 'stars must be whole numbers from 1 to 5, separated by commas' });

export const villaReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).optional(),
  sortOrder: z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' }).optional(),
  /** One or several star values: `stars=5,4` (or `stars=5&stars=4`). */
  stars: queryList(starValue),
  /** Words in the review's text or its author's shown name; `search` is the same. */
  q: plainText(REVIEW_SEARCH_MAX).optional(),
  search: plainText(REVIEW_SEARCH_MAX).optional(),
  page: queryNumber({ min: 1, max: 100_000, int: true, label: 'page' }),
  limit: queryNumber({ min: 1, max: 100, int: true, label: 'limit' }),
});
export type VillaReviewsQuery = z.infer<typeof villaReviewsQuerySchema>;

export const ratingSummarySchema = z.object({
  /** Average of every review of the villa, 1 decimal; 0 without reviews. */
  average: z.number(),
  total: z.number().int(),
  /** Number of reviews per star, '5' to '1'. */
  breakdown: z.object({ '5': z.number().int(), '4': z.number().int(), '3': z.number().int(), '2': z.number().int(), '1': z.number().int() }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const villaReviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Reviews matching the filter (the summary counts all of the villa's reviews). */
  total: z.number().int(),
  summary: ratingSummarySchema,
});
export type VillaReviewsResponse = z.infer<typeof villaReviewsResponseSchema>;

/** Every review's rating, for villa cards. */
export const allRatingsResponseSchema = z.object({ data: z.array(z.object({ villaId: z.string(), rating: z.number().int() })) });

export const helpfulVoteResponseSchema = z.object({
  helpfulCount: z.number().int(),
  /** False when this voter had already found the review helpful, or (anonymous) their address had used its allowance on this review. */
  counted: z.boolean(),
});

/**
 * Anonymous helpful votes one address (an IPv6 address by its /64) may have counted on one review
 * in a rolling day. A cookie costs nothing to drop or to collect by the dozen, so every anonymous
 * vote draws on it, cookie or not; a signed-in customer's vote does not (a customer is a verified
 * phone).
 */
export const ANONYMOUS_HELPFUL_VOTES_PER_ADDRESS = { max: 3, windowSeconds: 86_400 };

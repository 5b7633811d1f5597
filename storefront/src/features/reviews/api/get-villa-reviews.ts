import useSWR from 'swr';
import { villaReviewsResponseSchema, type VillaReviewsResponse } from '@islandstay/shared/reviews/review.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { toApiQuery, type ReviewFilters } from '../review-params.ts';

export const REVIEWS_PAGE_SIZE = 10;

export function reviewsPath(villaId: string): string {
  return `/api/villa/booking/rate/villa/${encodeURIComponent(villaId)}`;
}

export function fetchVillaReviews(villaId: string, filters: ReviewFilters, limit = REVIEWS_PAGE_SIZE): Promise<VillaReviewsResponse> {
  return apiRequest(reviewsPath(villaId), villaReviewsResponseSchema, { query: { ...toApiQuery(filters), limit } });
}

/** A page of a villa's reviews for the filters in the URL, with the villa's rating summary. */
export function useVillaReviews(villaId: string, filters: ReviewFilters) {
  const key = ['villa-reviews', villaId, JSON.stringify(toApiQuery(filters))] as const;
  return useSWR(key, () => fetchVillaReviews(villaId, filters), { keepPreviousData: true });
}

/** Only the summary (average, total, 5-to-1 counts): one review is the smallest page there is. */
export function useRatingSummary(villaId: string) {
  return useSWR(['villa-rating-summary', villaId], async () => (await fetchVillaReviews(villaId, {}, 1)).summary);
}

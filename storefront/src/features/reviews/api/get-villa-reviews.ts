import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { toApiQuery, type ReviewFilters } from '../review-params.ts';

export const REVIEWS_PAGE_SIZE = 10;

/** A page of a villa's reviews for the filters in the URL, with the villa's rating summary. */
export function useVillaReviews(villaId: string, filters: ReviewFilters) {
  return useApi(api.reviews.listForVilla, { params: { id: villaId }, query: { ...toApiQuery(filters), limit: REVIEWS_PAGE_SIZE } }, { keepPreviousData: true });
}

/** Only the summary (average, total, 5-to-1 counts): one review is the smallest page there is. */
export function useRatingSummary(villaId: string) {
  const read = useApi(api.reviews.listForVilla, { params: { id: villaId }, query: { limit: 1 } });
  // Getters, so SWR still re-renders only for what the caller reads.
  return {
    get data() {
      return read.data?.summary;
    },
    get error() {
      return read.error;
    },
  };
}

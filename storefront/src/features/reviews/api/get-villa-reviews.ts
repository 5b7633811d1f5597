import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { toApiQuery, type ReviewFilters } from '../review-params.ts';
import { useFreshlyPrimed } from '../../../lib/primed-reads.ts';

export const REVIEWS_PAGE_SIZE = 10;

/** The read of a page of a villa's reviews for these filters: the panel's hook, and the server's render of the page (entry-server.tsx). */
export function villaReviewsRead(villaId: string, filters: ReviewFilters) {
  return { params: { id: villaId }, query: { ...toApiQuery(filters), limit: REVIEWS_PAGE_SIZE } };
}

/** A page of a villa's reviews for the filters in the URL, with the villa's rating summary. */
export function useVillaReviews(villaId: string, filters: ReviewFilters) {
  const input = villaReviewsRead(villaId, filters);
  const primed = useFreshlyPrimed(api.reviews.listForVilla.key(input));
  return useApi(api.reviews.listForVilla, input, { keepPreviousData: true, revalidateOnMount: !primed });
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

import { helpfulVoteResponseSchema } from '@islandstay/shared/reviews/review.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * One helpful vote per visitor: the server knows a signed-in customer by the session and anyone
 * else by a signed cookie; a repeat answers `counted: false` with the unchanged count.
 */
export function voteHelpful(reviewId: string) {
  return apiRequest(`/api/villa/booking/rate/${encodeURIComponent(reviewId)}/helpful`, helpfulVoteResponseSchema, { method: 'POST' });
}

import { api } from '@islandstay/shared/api/client';

/**
 * One helpful vote per visitor: the server knows a signed-in customer by the session and anyone
 * else by a signed cookie; a repeat answers `counted: false` with the unchanged count.
 */
export function voteHelpful(reviewId: string) {
  return api.reviews.markHelpful({ params: { id: reviewId } });
}

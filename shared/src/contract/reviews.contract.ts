import {
  ANONYMOUS_HELPFUL_VOTES_PER_ADDRESS,
  allRatingsResponseSchema,
  helpfulVoteResponseSchema,
  rateBookingResponseSchema,
  rateBookingSchema,
  reviewIdParamsSchema,
  reviewResponseSchema,
  villaReviewsQuerySchema,
  villaReviewsResponseSchema,
} from '../reviews/review.schemas.ts';
import { villaIdParamsSchema } from '../villas/villa.schemas.ts';
import { errorResponse, operation } from './operation.ts';

export const reviews = {
  rateStay: operation({
    method: 'POST',
    path: '/api/villa/booking/rate',
    operationId: 'reviews.rateStay',
    roles: ['customer'],
    tag: 'reviews',
    summary: 'Rate one of your stays once you have checked out (rating it again updates the review)',
    request: { body: rateBookingSchema },
    responses: {
      200: { description: 'The review', schema: rateBookingResponseSchema },
      400: errorResponse('Invalid input, a cancelled or unconfirmed stay, or a stay not checked out yet'),
      404: errorResponse('Booking not found'),
    },
  }),
  listForVilla: operation({
    method: 'GET',
    path: '/api/villa/booking/rate/villa/:id',
    operationId: 'reviews.listForVilla',
    roles: ['public'],
    tag: 'reviews',
    summary: "A public villa's reviews (q text search, stars=5,4, sort=newest|oldest|rating|helpful with sortOrder=asc|desc, paged) with a rating summary",
    request: { params: villaIdParamsSchema, query: villaReviewsQuerySchema },
    responses: { 200: { description: 'A page of reviews', schema: villaReviewsResponseSchema }, 400: errorResponse('Invalid query'), 404: errorResponse('Villa not found') },
  }),
  get: operation({
    method: 'GET',
    path: '/api/villa/booking/rate/:id',
    operationId: 'reviews.get',
    roles: ['public'],
    tag: 'reviews',
    summary: 'One review, by its id or by the id of the booking it rates',
    request: { params: reviewIdParamsSchema },
    responses: { 200: { description: 'The review', schema: reviewResponseSchema }, 404: errorResponse('Review not found') },
  }),
  listRatings: operation({
    method: 'GET',
    path: '/api/villa/reviews/all',
    operationId: 'reviews.listRatings',
    roles: ['public'],
    tag: 'reviews',
    summary: "Every review's villa and rating (for villa cards)",
    responses: { 200: { description: 'Ratings', schema: allRatingsResponseSchema } },
  }),
  markHelpful: operation({
    method: 'POST',
    path: '/api/villa/booking/rate/:id/helpful',
    operationId: 'reviews.markHelpful',
    roles: ['public'],
    tag: 'reviews',
    summary: `Mark a review helpful: one vote per customer, or per anonymous visitor cookie; anonymous votes on one review count at most ${ANONYMOUS_HELPFUL_VOTES_PER_ADDRESS.max} per address a day`,
    request: { params: reviewIdParamsSchema },
    responses: {
      200: { description: 'The helpful count; `counted` is false for a repeat vote, or an anonymous vote once its address has used its allowance on this review', schema: helpfulVoteResponseSchema },
      404: errorResponse('Review not found'),
    },
  }),
};

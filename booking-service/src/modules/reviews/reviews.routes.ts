import { randomBytes } from 'node:crypto';
import {
  allRatingsResponseSchema,
  helpfulVoteResponseSchema,
  rateBookingResponseSchema,
  rateBookingSchema,
  reviewIdParamsSchema,
  reviewResponseSchema,
  villaReviewsQuerySchema,
  villaReviewsResponseSchema,
} from '@islandstay/shared/reviews/review.schemas';
import { villaIdParamsSchema } from '@islandstay/shared/villas/villa.schemas';
import type { Env } from '../../config/env.ts';
import { defineRoute, errorResponse, type AppContext, type RouteDef } from '../../lib/http/route.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { VillaService } from '../villas/villas.service.ts';
import { ANONYMOUS_HELPFUL_VOTES_PER_ADDRESS, type HelpfulVoter, type ReviewService } from './reviews.service.ts';

export const VISITOR_COOKIE = 'islandstay_visitor';
const VISITOR_COOKIE_MAX_AGE_MS = 365 * 86_400_000;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Who casts a helpful vote: a signed-in customer as themselves; anyone else as an anonymous
 * visitor, known by a random id kept in a signed, HttpOnly cookie (`newVisitorId` when the
 * visitor has none yet, to be given with the answer), at the address the request came from.
 */
async function voterOf(ctx: AppContext, sessions: SessionCookies): Promise<{ voter: HelpfulVoter; newVisitorId?: string }> {
  const session = await sessions.current(ctx);
  if (session?.role === 'customer') return { voter: { customerId: session.subject } };
  const known = ctx.cookies.get(VISITOR_COOKIE, { signed: true });
  if (known && VISITOR_ID.test(known)) return { voter: { visitorId: known, address: ctx.ip } };
  const newVisitorId = randomBytes(18).toString('base64url');
  return { voter: { visitorId: newVisitorId, address: ctx.ip }, newVisitorId };
}

function setVisitorCookie(ctx: AppContext, visitorId: string, secure: boolean): void {
  ctx.cookies.set(VISITOR_COOKIE, visitorId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: VISITOR_COOKIE_MAX_AGE_MS,
    path: '/',
    overwrite: true,
  });
}

export function reviewRoutes(deps: { reviews: ReviewService; villas: VillaService; sessions: SessionCookies; env: Env }): RouteDef[] {
  const { reviews, villas, sessions, env } = deps;
  const secureCookies = env.NODE_ENV === 'production';
  return [
    defineRoute({
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
      async handler(ctx, { body }) {
        ctx.body = await reviews.rate(requireSession(ctx).subject, body);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/villa/booking/rate/villa/:id',
      operationId: 'reviews.listForVilla',
      roles: ['public'],
      tag: 'reviews',
      summary: "A public villa's reviews (q text search, stars=5,4, sort=newest|oldest|rating|helpful with sortOrder=asc|desc, paged) with a rating summary",
      request: { params: villaIdParamsSchema, query: villaReviewsQuerySchema },
      responses: { 200: { description: 'A page of reviews', schema: villaReviewsResponseSchema }, 400: errorResponse('Invalid query'), 404: errorResponse('Villa not found') },
      async handler(ctx, { params, query }) {
        const { villa } = (await villas.requirePublic(params.id)).entry;
        ctx.body = await reviews.forVilla(villa.id, query);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/villa/booking/rate/:id',
      operationId: 'reviews.get',
      roles: ['public'],
      tag: 'reviews',
      summary: 'One review, by its id or by the id of the booking it rates',
      request: { params: reviewIdParamsSchema },
      responses: { 200: { description: 'The review', schema: reviewResponseSchema }, 404: errorResponse('Review not found') },
      async handler(ctx, { params }) {
        ctx.body = { data: await reviews.get(params.id) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/villa/reviews/all',
      operationId: 'reviews.listRatings',
      roles: ['public'],
      tag: 'reviews',
      summary: "Every review's villa and rating (for villa cards)",
      responses: { 200: { description: 'Ratings', schema: allRatingsResponseSchema } },
      async handler(ctx) {
        ctx.body = { data: await reviews.allRatings() };
      },
    }),
    defineRoute({
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
      async handler(ctx, { params }) {
        const { voter, newVisitorId } = await voterOf(ctx, sessions);
        ctx.body = await reviews.voteHelpful(params.id, voter);
        if (newVisitorId) setVisitorCookie(ctx, newVisitorId, secureCookies);
      },
    }),
  ];
}

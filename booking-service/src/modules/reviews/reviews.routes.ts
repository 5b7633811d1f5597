import { randomBytes } from 'node:crypto';
import { reviews as contract } from '@islandstay/shared/contract/reviews.contract';
import type { Env } from '../../config/env.ts';
import { implement, type AppContext, type RouteDef } from '../../lib/http/route.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { VillaService } from '../villas/villas.service.ts';
import type { HelpfulVoter, ReviewService } from './reviews.service.ts';

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
    implement(contract.rateStay, async (ctx, { body }) => {
      ctx.body = await reviews.rate(requireSession(ctx).subject, body);
    }),
    implement(contract.listForVilla, async (ctx, { params, query }) => {
      const { villa } = (await villas.requirePublic(params.id)).entry;
      ctx.body = await reviews.forVilla(villa.id, query);
    }),
    implement(contract.get, async (ctx, { params }) => {
      ctx.body = { data: await reviews.get(params.id) };
    }),
    implement(contract.listRatings, async (ctx) => {
      ctx.body = { data: await reviews.allRatings() };
    }),
    implement(contract.markHelpful, async (ctx, { params }) => {
      const { voter, newVisitorId } = await voterOf(ctx, sessions);
      ctx.body = await reviews.voteHelpful(params.id, voter);
      if (newVisitorId) setVisitorCookie(ctx, newVisitorId, secureCookies);
    }),
  ];
}

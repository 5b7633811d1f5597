import Router from '@koa/router';
import type Koa from 'koa';
import { isConnectionLost } from '../db/connection-errors.ts';
import type { Knex } from '../db/knex.ts';
import { AppError } from '../lib/app-error.ts';
import { parseInput } from '../middlewares/validate.ts';
import { isMultipart, parseMultipart } from '../middlewares/upload.ts';
import type { SessionCookies } from '../lib/http/session-cookies.ts';
import type { AppContext, AppState, RouteDef, Role } from '../lib/http/route.ts';

/**
 * The role list of each route decides who may call it (and is the source of the authorization
 * matrix): signed out is 401, signed in with another role is 403. Finer scope (own bookings,
 * own villas) is the services' job, and answers 404.
 */
function authorize(roles: readonly Role[], sessions: SessionCookies, cmsSignature: (ctx: AppContext) => boolean): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    if (roles.includes('public')) return next();
    if (roles.includes('cms')) {
      if (!cmsSignature(ctx as AppContext)) throw new AppError('UNAUTHORIZED', 'Missing or invalid signature');
      return next();
    }
    const session = await sessions.current(ctx as AppContext);
    if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in');
    if (!roles.includes(session.role)) throw new AppError('FORBIDDEN', 'You do not have access to this');
    await next();
  };
}

const RETRY_PAUSE_MS = 100;

/**
 * A read that fails because its database connection died (a restart, a failover, a terminated
 * backend) runs once more: the pool has dropped the dead connection and hands out a fresh one.
 * Only reads: a write that lost its connection is answered 503 and left to the client to resend.
 */
function retryReadOnLostConnection(authorized: Koa.Middleware<AppState>, handler: Koa.Middleware<AppState>): Koa.Middleware<AppState> {
  const run: Koa.Middleware<AppState> = (ctx, next) => authorized(ctx, () => handler(ctx, next));
  return async (ctx, next) => {
    try {
      await run(ctx, next);
    } catch (err) {
      if (!isConnectionLost(err)) throw err;
      // A moment for the pool to see the other connections the same cut closed.
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      await run(ctx, next);
    }
  };
}

/** Registers the route table: role check, input validation, optional transaction, handler. */
export function buildRouter(routes: RouteDef[], db: Knex, sessions: SessionCookies, cmsSignature: (ctx: AppContext) => boolean): Router<AppState> {
  // Case-sensitive, as every prefix check in front of the router (CSRF, the dev-tools guard) is:
  // `/API/dev/outbox` must not reach a route that `/api/dev/` guards.
  const router = new Router<AppState>({ sensitive: true });
  for (const route of routes) {
    const handler: Koa.Middleware<AppState> = async (ctx) => {
      const upload = route.request?.upload;
      if (upload && isMultipart(ctx as AppContext)) {
        ctx.state.uploads = await parseMultipart(ctx as AppContext, upload.field, upload.maxBytes, upload.maxFiles);
        ctx.state.upload = ctx.state.uploads[0];
      }
      const input = {
        params: route.request?.params ? parseInput('params', route.request.params, ctx.params) : undefined,
        query: route.request?.query ? parseInput('query', route.request.query, ctx.query) : undefined,
        body: route.request?.body ? parseInput('body', route.request.body, (ctx.request as { body?: unknown }).body, route.request.bodyError) : undefined,
      };
      await route.beforeTransaction?.(ctx as never, input);
      if (!route.transaction) return route.handler(ctx as never, input);
      await db.transaction(async (trx) => {
        ctx.state.trx = trx;
        try {
          await route.handler(ctx as never, input);
        } finally {
          ctx.state.trx = undefined;
        }
      });
    };
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const authorized = authorize(route.roles, sessions, cmsSignature);
      router.register(path, [route.method], route.method === 'GET' ? [retryReadOnLostConnection(authorized, handler)] : [authorized, handler]);
    }
  }
  return router;
}

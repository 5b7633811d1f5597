import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { isConnectionLost } from '../db/connection-errors.ts';
import { AppError } from '../lib/app-error.ts';
import { parseInput } from '../middlewares/validate.ts';
import { isMultipart, parseMultipart } from '../middlewares/upload.ts';
import type { SessionCookies } from '../lib/http/session-cookies.ts';
import type { AppContext, AppState, RouteDef, Role } from '../lib/http/route.ts';
import { idempotencyKeyOf } from '../lib/http/idempotency.ts';
import type { ServedMethods } from '../middlewares/allowed-methods.ts';

/**
 * The role list of each route decides who may call it (and is the source of the authorization
 * matrix): signed out is 401, signed in with another role is 403. Finer scope (own bookings,
 * own villas) is the services' job, and answers 404.
 */
function authorize(roles: readonly Role[], sessions: SessionCookies, cmsSignature: (ctx: AppContext) => boolean): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    if (roles.includes('public')) return next();
    if (roles.includes('cms')) {
      if (!cmsSignature(ctx as AppContext)) throw new AppError('UNAUTHORIZED', 'auth.invalidSignature', 'Missing or invalid signature');
      return next();
    }
    const session = await sessions.current(ctx as AppContext);
    if (!session) throw new AppError('UNAUTHORIZED', 'auth.signInRequired', 'Please sign in');
    if (!roles.includes(session.role)) throw new AppError('FORBIDDEN', 'auth.forbidden', 'You do not have access to this');
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

/**
 * The headers a route declares, by name as Node gives them (lower case). An empty header counts
 * as not sent. A schema that is not an object sees every header.
 */
function declaredHeaders(ctx: AppContext, schema: z.ZodType): Record<string, string | undefined> {
  const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : Object.keys(ctx.headers);
  return Object.fromEntries(names.map((name) => [name, ctx.get(name) || undefined]));
}

/** Registers the route table: role check, input validation (headers included), handler. */
export function buildRouter(routes: RouteDef[], sessions: SessionCookies, cmsSignature: (ctx: AppContext) => boolean): Router<AppState> {
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
        headers: route.request?.headers ? parseInput('headers', route.request.headers, declaredHeaders(ctx as AppContext, route.request.headers)) : undefined,
      };
      await route.handler(ctx as never, route.idempotent ? { ...input, idempotencyKey: idempotencyKeyOf(input.headers) } : input);
    };
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const authorized = authorize(route.roles, sessions, cmsSignature);
      router.register(path, [route.method], route.method === 'GET' ? [retryReadOnLostConnection(authorized, handler)] : [authorized, handler]);
    }
  }
  return router;
}

/** The methods the route table serves at a path (HEAD beside each GET); undefined for a path it does not know. */
export function routerMethods(router: Router<AppState>): ServedMethods {
  return (path) => {
    const methods = router.match(path, 'GET').path.flatMap((layer) => layer.methods);
    return methods.length > 0 ? methods : undefined;
  };
}

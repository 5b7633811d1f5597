import Router from '@koa/router';
import type Koa from 'koa';
import type { Knex } from '../db/knex.ts';
import { AppError } from '../lib/app-error.ts';
import { parseInput } from '../middlewares/validate.ts';
import type { AppState, RouteDef, Role } from './route.ts';

/**
 * Until sessions exist (issue #4) every caller is anonymous: a route that does not admit
 * `public` answers 401. The role list of each route is the source of the authorization matrix.
 */
function authorize(roles: readonly Role[]): Koa.Middleware<AppState> {
  return async (_ctx, next) => {
    if (!roles.includes('public')) throw new AppError('UNAUTHORIZED', 'Please sign in');
    await next();
  };
}

/** Registers the route table: role check, input validation, optional transaction, handler. */
export function buildRouter(routes: RouteDef[], db: Knex): Router<AppState> {
  const router = new Router<AppState>();
  for (const route of routes) {
    const handler: Koa.Middleware<AppState> = async (ctx) => {
      const input = {
        params: route.request?.params ? parseInput('params', route.request.params, ctx.params) : undefined,
        query: route.request?.query ? parseInput('query', route.request.query, ctx.query) : undefined,
        body: route.request?.body ? parseInput('body', route.request.body, (ctx.request as { body?: unknown }).body) : undefined,
      };
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
      router.register(path, [route.method], [authorize(route.roles), handler]);
    }
  }
  return router;
}

import type Koa from 'koa';
import { isStateChanging, type AppState } from '../lib/http/route.ts';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'islandstay';

/** Whether a request must carry the CSRF header (the OpenAPI document declares the same). */
export function needsCsrfHeader(method: string, path: string): boolean {
  return path.startsWith('/api') && isStateChanging(method);
}

/**
 * Every state-changing `/api` request must carry `X-Requested-With: islandstay`. Browsers
 * cannot send that header cross-site without a CORS preflight, which we never grant.
 */
export function csrfGuard(): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    if (needsCsrfHeader(ctx.method, ctx.path) && ctx.get(CSRF_HEADER) !== CSRF_VALUE) {
      ctx.status = 403;
      ctx.body = { error: `Missing or wrong ${'X-Requested-With'} header`, code: 'common.csrfMissing' };
      return;
    }
    await next();
  };
}

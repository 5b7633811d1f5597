import type Koa from 'koa';
import type { AppState } from '../lib/http/route.ts';
import type { Logger } from '../lib/logger.ts';

/**
 * The methods one part of the app serves at a path (HEAD beside GET), or undefined when that part
 * does not own the path.
 */
export type ServedMethods = (path: string) => readonly string[] | undefined;

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const byOrder = (a: string, b: string) => ORDER.indexOf(a) - ORDER.indexOf(b);

/**
 * A method the path does not serve is a 405 whose `Allow` names what it does serve, and OPTIONS
 * answers that list: for any method at all (TRACE and PROPFIND included), and before the CSRF,
 * role and input checks, since the answer depends on the path alone. It is the client's mistake,
 * so it is logged at debug, never as an error. Paths no part owns go on (and end as 404s).
 */
export function allowedMethods(logger: Logger, parts: readonly ServedMethods[]): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    let served: readonly string[] | undefined;
    for (const part of parts) {
      served = part(ctx.path);
      if (served) break;
    }
    if (!served || served.includes(ctx.method)) return next();
    const allow = [...new Set([...served, 'OPTIONS'])].sort(byOrder).join(', ');
    ctx.set('Allow', allow);
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    logger.debug({ method: ctx.method, path: ctx.path, requestId: ctx.state.requestId }, 'method not allowed');
    ctx.status = 405;
    ctx.body = { error: `${ctx.method} is not allowed here: this path answers ${allow}`, code: 'common.methodNotAllowed' };
  };
}

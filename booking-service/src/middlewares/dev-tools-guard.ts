import type Koa from 'koa';
import { AppError } from '../lib/app-error.ts';
import type { AppState } from '../lib/http/route.ts';

const DEV_PATHS = /^\/api\/(dev|debug)(\/|$)/;

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ip === '::1' || /^127\.\d+\.\d+\.\d+$/.test(ip);
}

/** A development route's path (documented as answering 404 to everyone else). */
export function isDevToolsPath(path: string): boolean {
  return DEV_PATHS.test(path);
}

/**
 * Development routes (the sign-in code outbox, caught mail, debug deletes) answer only callers on
 * this machine; anyone else gets the 404 of a route that does not exist. The socket's own peer
 * address decides, never X-Forwarded-For (which any client can write).
 */
export function devToolsLoopbackOnly(): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    if (isDevToolsPath(ctx.path) && !isLoopback(ctx.req.socket.remoteAddress)) throw new AppError('NOT_FOUND', 'common.notFound', 'Not found');
    await next();
  };
}

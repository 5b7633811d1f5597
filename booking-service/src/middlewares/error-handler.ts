import type Koa from 'koa';
import { NOT_AVAILABLE_MESSAGE } from '@islandstay/shared/bookings/booking.schemas';
import type { ErrorResponse } from '@islandstay/shared/http/common.schemas';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import type { AppState } from '../lib/http/route.ts';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

const PG_EXCLUSION_VIOLATION = '23P01';
/** Seconds a client is asked to wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Maps every error to `{ error, code, params?, details? }` (code: shared/src/http/error-codes.ts). Known client errors keep their status; anything
 * unknown is logged and answered with a generic 500 that reveals nothing.
 */
export function errorHandler(logger: Logger): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { error: 'Not found', code: 'common.notFound' };
      }
    } catch (err) {
      if (err instanceof AppError) {
        ctx.status = err.status;
        if (err.status === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        // A rate limit says how long to wait in the body (`retryAfterSeconds`) and, for any HTTP client, in the header.
        if (err.status === 429 && typeof err.extra?.retryAfterSeconds === 'number') ctx.set('Retry-After', String(err.extra.retryAfterSeconds));
        ctx.body = { ...err.extra, error: err.message, code: err.code, ...(err.params ? { params: err.params } : {}), ...(err.details ? { details: err.details } : {}) };
        return;
      }
      const e = err as HttpLikeError;
      const status = e.status ?? e.statusCode;
      if (err instanceof URIError) {
        ctx.status = 400;
        ctx.body = { error: 'The request path is not valid', code: 'common.invalidPath' };
        return;
      }
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = err instanceof SyntaxError && status === 400 ? { error: 'The request body is not valid JSON', code: 'common.invalidJson' } : clientError(status, e);
        return;
      }
      if ((err as { code?: string }).code === PG_EXCLUSION_VIOLATION) {
        // The service checks availability first; this is the constraint catching a race it lost.
        ctx.status = 409;
        ctx.body = { error: NOT_AVAILABLE_MESSAGE, code: 'booking.datesUnavailable' };
        return;
      }
      if ((err as { code?: string }).code === '23503') {
        // A reference to a row that is gone (e.g. a customer deleted while their session lived).
        logger.warn({ err, path: ctx.path }, 'write referred to a row that no longer exists');
        ctx.status = 409;
        ctx.body = { error: 'Something this request refers to no longer exists. Please reload and try again.', code: 'common.referenceGone' };
        return;
      }
      if (/^22/.test(String((err as { code?: string }).code ?? ''))) {
        // A PostgreSQL data exception is a value we should have refused earlier: still the
        // client's input, so a 400, but logged so the missing validation gets added.
        logger.warn({ err, path: ctx.path }, 'database refused a value that passed validation');
        ctx.status = 400;
        ctx.body = { error: 'The request contains a value that cannot be stored', code: 'common.unstorableValue' };
        return;
      }
      if (['40P01', '40001'].includes(String((err as { code?: string }).code ?? ''))) {
        // A deadlock or serialization failure: PostgreSQL rolled this transaction back so that a
        // concurrent one could finish; nothing was written and the same request can be sent again.
        logger.warn({ err, requestId: ctx.state.requestId, path: ctx.path }, 'transaction rolled back by a concurrent one');
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { error: 'The service was busy with a conflicting change. Please try again in a moment.', code: 'common.busy' };
        return;
      }
      if (isDatabaseUnavailable(err)) {
        // The connection died before the transaction committed, so PostgreSQL kept nothing of it:
        // the request can simply be sent again.
        logger.warn({ err, requestId: ctx.state.requestId, path: ctx.path }, 'database connection lost');
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { error: 'The service lost its database connection. Please try again in a moment.', code: 'common.databaseUnavailable' };
        return;
      }
      logger.error({ err, requestId: ctx.state.requestId, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: 'Something went wrong on our side. Please try again.', code: 'common.internal' };
    }
  };
}

function clientError(status: number, e: HttpLikeError): ErrorResponse {
  if (status === 413) return { error: 'The request body is too large', code: 'common.payloadTooLarge' };
  if (status === 415) return { error: 'Unsupported content type', code: 'common.unsupportedMediaType' };
  if (status === 404) return { error: e.expose && e.message ? e.message : 'Not found', code: 'common.notFound' };
  return { error: e.expose && e.message ? e.message : 'Bad request', code: 'common.badRequest' };
}

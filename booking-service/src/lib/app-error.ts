import type { ErrorCode, ErrorParamsRecord } from '@islandstay/shared/http/error-codes';

/** What kind of failure: decides the HTTP status. The answer's `code` (the catalogue's) says which one. */
export type ErrorKind = 'VALIDATION' | 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'UNAUTHORIZED' | 'RATE_LIMITED' | 'MIN_STAY' | 'UNPROCESSABLE' | 'PAYLOAD_TOO_LARGE' | 'BAD_GATEWAY' | 'UNAVAILABLE';

const STATUS: Record<ErrorKind, number> = {
  VALIDATION: 400,
  MIN_STAY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
};

/** One problem with one field: its English message for API users, its code and params for the apps. */
export interface ErrorDetail {
  path: string;
  message: string;
  code: ErrorCode;
  params?: ErrorParamsRecord;
}

export interface AppErrorOptions {
  /** The values the message names (shared/src/http/error-codes.ts ErrorParamsByCode). */
  params?: ErrorParamsRecord;
  details?: ErrorDetail[];
  /** More of the answer's body (`retryAfterSeconds`, `conflictingBooking`...). */
  extra?: Record<string, unknown>;
}

/**
 * The one error class: a kind mapped to an HTTP status, and `{ error, code, params, details, ...extra }`
 * where `code` is the catalogue's (shared/src/http/error-codes.ts) and `error` the English sentence.
 */
export class AppError extends Error {
  readonly status: number;
  readonly params?: ErrorParamsRecord;
  readonly details?: ErrorDetail[];
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly kind: ErrorKind,
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.status = STATUS[kind];
    this.params = options.params;
    this.details = options.details;
    this.extra = options.extra;
  }

  static notFound(message: string, code: ErrorCode = 'common.notFound'): AppError {
    return new AppError('NOT_FOUND', code, message);
  }

  /** A 400 about one field: the same code and params on the answer and on its detail. */
  static validation(path: string, code: ErrorCode, message: string, params?: ErrorParamsRecord): AppError {
    return new AppError('VALIDATION', code, `${path}: ${message}`, { params, details: [{ path, message, code, ...(params ? { params } : {}) }] });
  }
}
